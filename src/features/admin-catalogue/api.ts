/** Typed calls of the catalogue administrators edit: performer categories, menus and content pages. */
import { del, get, post, put } from '@/lib/http';
import type {
  AdminCategory,
  AdminCategoryBody,
  AdminCategoryList,
  AdminMenu,
  AdminMenuBody,
  AdminMenuList,
  AdminPost,
  AdminPostBody,
  AdminPostList,
  AdminPostQuery,
} from '@/shared/schemas/catalogue';
import type { Success } from '@/shared/schemas/common';
import type {
  ContentTranslationBody,
  ContentTranslationResult,
  MenuTranslationBody,
  MenuTranslationResult,
} from '@/shared/schemas/translations';

export const apiCategories = () => get<AdminCategoryList>('/admin/performer-categories');
export const apiCreateCategory = (body: AdminCategoryBody) => post<AdminCategory>('/admin/performer-categories', body);
export const apiUpdateCategory = (id: string, body: AdminCategoryBody) =>
  put<AdminCategory>(`/admin/performer-categories/${encodeURIComponent(id)}`, body);
/** Refused (409) while performers have the category. */
export const apiDeleteCategory = (id: string) => del<Success>(`/admin/performer-categories/${encodeURIComponent(id)}`);

export const apiMenus = () => get<AdminMenuList>('/admin/menus');
export const apiCreateMenu = (body: AdminMenuBody) => post<AdminMenu>('/admin/menus', body);
export const apiUpdateMenu = (id: string, body: AdminMenuBody) => put<AdminMenu>(`/admin/menus/${encodeURIComponent(id)}`, body);
export const apiDeleteMenu = (id: string) => del<Success>(`/admin/menus/${encodeURIComponent(id)}`);

export const apiPosts = (query: AdminPostQuery) => get<AdminPostList>('/admin/posts', query);
export const apiCreatePost = (body: AdminPostBody) => post<AdminPost>('/admin/posts', body);
export const apiUpdatePost = (id: string, body: AdminPostBody) => put<AdminPost>(`/admin/posts/${encodeURIComponent(id)}`, body);
/** Refused (409) while the 18+ popup links to the page. */
export const apiDeletePost = (id: string) => del<Success>(`/admin/posts/${encodeURIComponent(id)}`);

/** Menu titles translated by the site's engine, for review: nothing is saved. */
export const apiTranslateMenus = (body: MenuTranslationBody) => post<MenuTranslationResult>('/i18n/translate/footer/menus', body);
/** A content page's title and body translated by the site's engine, for review: nothing is saved. */
export const apiTranslateContent = (body: ContentTranslationBody) => post<ContentTranslationResult>('/i18n/translate/content', body);
