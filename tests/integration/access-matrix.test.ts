/**
 * The access rules of the API, written down once and checked against the real app.
 *
 * ACCESS has a row for every route of the app (the routes are read from the app as it
 * registers them, those hidden from the API docs included: only the API's catch-all 404
 * and static files are left out). Each route is called as a visitor without a token, as
 * a user, a performer, a studio and an administrator, and, for a route whose resource
 * belongs to an account, as another account of the same role. A route without a row, or
 * a row without a route, fails the test and says what to write.
 *
 * Every answer is checked for three things: the status the row names, no 5xx, and no
 * leak: an answer never carries a secret of someone else (a private conversation, a show,
 * an order, a payout request, payment details, a block list) that the request itself did
 * not name.
 *
 * SOCKET_ACCESS does the same for the socket events that need a right (joining a show's
 * room, sending or receiving media); every other event the server listens to is named
 * in SOCKET_EVENTS_WITHOUT_RULE with the reason it needs none.
 */
import type { AddressInfo } from 'node:net';
import type { HTTPMethods } from 'fastify';
import type { Socket } from 'socket.io-client';
import { createTestApp, bearer, type TestApp } from './helpers';
import { settings, sitePromos } from '@/server/db/schema';
import { attachSocketServer, type SocketServer } from '@/server/realtime/socket-server';
import { socketClients } from '../support/socket-clients';
import { startFakeJanus, type FakeJanus } from '../support/fake-janus';
import { PDF, PNG, multipart } from '../support/multipart';
import { testVideo } from '../support/videos';
import { testPhoto } from '../support/pictures';

/**
 * What a caller gets:
 * - OK: served. Not refused (401, 403), not 404 (every id in REQUESTS is real), not
 *   rate-limited, no 5xx. A 400 or 409 is fine: most calls go without a body, and a
 *   few find the resource in a state that refuses them (a show already accepted).
 * - 401: a token is needed. 403: this role, or this account, may not. 404: the
 *   resource is not the caller's, and the answer does not say whether it exists.
 */
const OK = 'ok';
type Expect = typeof OK | 401 | 403 | 404;
type OwnerRole = 'user' | 'performer' | 'studio';
/** The answer to another account of the owning role: one for all, or per role where they differ. */
type OtherOwner = Expect | Partial<Record<OwnerRole, Expect>>;
type Rule = [anonymous: Expect, user: Expect, performer: Expect, studio: Expect, admin: Expect, otherOwner?: OtherOwner];

/**
 * The access rules. One row per route (`METHOD /path`), or several where the answer
 * depends on the resource (`METHOD /path #which`: a public stream or a private show).
 *
 * Columns: anonymous, user, performer, studio, admin and, for a resource that belongs
 * to an account, another owner: another account of each role that is OK in the row
 * (another user, another performer, another studio). For lists of one's own things
 * (`/payment-information`, `/conversations/search`) another owner is served (OK) and
 * sees only their own: the leak check holds them to it.
 *
 * The user and the performer of a private show are `user@demo.test` and
 * `demo-performer`; the group show is another performer's, which the user has joined.
 */
const ACCESS: Record<string, Rule> = {
  //                                                               anonymous user  performer studio admin  other owner
  'GET /api/health': [OK, OK, OK, OK, OK],
  'GET /api/docs': [OK, OK, OK, OK, OK],
  'GET /api/docs/json': [OK, OK, OK, OK, OK],
  'GET /api/docs/yaml': [OK, OK, OK, OK, OK],

  // Accounts
  'POST /api/auth/users/login': [OK, OK, OK, OK, OK],
  'POST /api/auth/performers/login': [OK, OK, OK, OK, OK],
  'POST /api/auth/studio/login': [OK, OK, OK, OK, OK],
  'POST /api/auth/users/register': [OK, OK, OK, OK, OK],
  'POST /api/auth/performers/register': [OK, OK, OK, OK, OK],
  'POST /api/auth/studio/register': [OK, OK, OK, OK, OK],
  'POST /api/auth/users/forgot': [OK, OK, OK, OK, OK],
  'POST /api/auth/password/reset': [OK, OK, OK, OK, OK],
  'POST /api/verification/verify-email': [OK, OK, OK, OK, OK],
  'POST /api/verification/resend-verification-email': [OK, OK, OK, OK, OK],
  'PUT /api/auth/users/me/password': [401, OK, OK, OK, OK],
  'POST /api/users/suspend-account': [401, OK, 403, 403, 403],
  'POST /api/performers/suspend-account': [401, 403, OK, 403, 403],
  'POST /api/studio/suspend-account': [401, 403, 403, OK, 403],
  'GET /api/users/me': [401, OK, 403, 403, OK],
  'GET /api/performers/me': [401, 403, OK, 403, 403],
  'GET /api/studio/me': [401, 403, 403, OK, 403],
  'PUT /api/users': [401, OK, 403, 403, OK],
  'PUT /api/performers': [401, 403, OK, 403, 403],
  'PUT /api/studio/update': [401, 403, 403, OK, 403],
  'POST /api/users/avatar/upload': [401, OK, 403, 403, OK],
  'POST /api/performers/avatar/upload': [401, 403, OK, 403, 403],
  'POST /api/studio/avatar/upload': [401, 403, 403, OK, 403],
  'POST /api/users/:id/avatar/upload': [401, 403, 403, 403, OK],
  'POST /api/studio/documents/upload': [401, 403, 403, OK, 403],
  'GET /api/performers/documents/:document': [401, 403, OK, 403, 403],
  'GET /api/studio/documents/:document': [401, 403, 403, OK, 403],
  // A rejected account, who cannot log in, sends new documents with the link of the rejection mail.
  'POST /api/auth/documents/resubmit': [OK, OK, OK, OK, OK],

  // Site content
  'GET /api/settings/public': [OK, OK, OK, OK, OK],
  'POST /api/settings/keys': [OK, OK, OK, OK, OK],
  'GET /api/menus': [OK, OK, OK, OK, OK],
  'GET /api/countries/list': [OK, OK, OK, OK, OK],
  'GET /api/languages/list': [OK, OK, OK, OK, OK],
  'GET /api/phone-codes/list': [OK, OK, OK, OK, OK],
  'GET /api/timezones/list': [OK, OK, OK, OK, OK],
  'GET /api/performer-categories': [OK, OK, OK, OK, OK],
  'GET /api/performer-categories/:id/view': [OK, OK, OK, OK, OK],
  'GET /api/posts/search': [OK, OK, OK, OK, OK],
  'GET /api/posts/:id': [OK, OK, OK, OK, OK],
  'GET /api/site-promo/search': [OK, OK, OK, OK, OK],
  'GET /api/admin/site-promos': [401, 403, 403, 403, OK],
  'POST /api/admin/site-promos': [401, 403, 403, 403, OK],
  'PUT /api/admin/site-promos/:id': [401, 403, 403, 403, OK],
  'DELETE /api/admin/site-promos/:id': [401, 403, 403, 403, OK],
  'POST /api/contact': [OK, OK, OK, OK, OK],
  'GET /api/statistics/admin': [401, 403, 403, 403, OK],

  // Performers, favourites and block lists
  'GET /api/performers/search': [OK, OK, OK, OK, OK],
  'GET /api/performers/:username/view': [OK, OK, OK, OK, OK],
  'POST /api/performers/:id/inc-view': [OK, OK, OK, OK, OK],
  'GET /api/performers/:id/related': [OK, OK, OK, OK, OK],
  'POST /api/performers/:id/translations': [401, 403, OK, 403, 403, 403],
  'POST /api/performers/default-price/update': [401, 403, OK, 403, 403],
  'POST /api/performers/broadcast-setting/update': [401, 403, OK, 403, 403],
  'POST /api/performers/working-hours/update': [401, 403, OK, 403, 403],
  'POST /api/performers/streaming-status/update': [401, 403, OK, 403, 403],
  'POST /api/performers/documents/upload': [401, 403, OK, 403, 403],
  'POST /api/performers/release-form/upload': [401, 403, OK, 403, 403],
  'POST /api/favourite/:id/like': [401, OK, 403, 403, 403],
  'POST /api/favourite/:id/unlike': [401, OK, 403, 403, 403],
  'GET /api/favourite': [401, OK, 403, 403, 403],
  'GET /api/performers/blocking': [401, 403, OK, 403, 403, OK],
  'POST /api/performers/blocking/update': [401, 403, OK, 403, 403],
  'DELETE /api/performers/blocking/users': [401, 403, OK, 403, 403],
  'GET /api/performers/:id/check-blocking': [OK, OK, OK, OK, OK],
  'GET /api/users/search': [401, 403, OK, OK, OK],
  'GET /api/users/view/:id': [401, OK, OK, OK, OK],

  // Videos: the performer's own (another performer's are not found), what viewers see, buying them
  'GET /api/performer/performer-assets/videos/search': [401, 403, OK, 403, 403, OK],
  'POST /api/performer/performer-assets/videos': [401, 403, OK, 403, 403],
  'GET /api/performer/performer-assets/videos/:id/view': [401, 403, OK, 403, 403, 404],
  'PUT /api/performer/performer-assets/videos/:id': [401, 403, OK, 403, 403, 404],
  'DELETE /api/performer/performer-assets/videos/:id': [401, 403, OK, 403, 403, 404],
  'POST /api/user/performer-assets/videos/:id/translations': [401, 403, OK, 403, 403, 404],
  'GET /api/user/performer-assets/videos/search': [OK, OK, OK, OK, OK],
  'GET /api/user/performer-assets/videos/:id': [OK, OK, OK, OK, OK],
  'POST /api/user/performer-assets/videos/:id/inc-view': [OK, OK, OK, OK, OK],
  'POST /api/purchase-items/:type/:id': [401, OK, 403, 403, 403],
  'POST /api/purchase-items/video/:id': [401, OK, 403, 403, 403],
  'GET /api/purchased-items/user/search': [401, OK, 403, 403, 403, OK],
  'GET /api/purchased-items/user/videos': [401, OK, 403, 403, 403, OK],

  // Galleries and their photos likewise; a paid gallery's photos are its owner's and buyers' (nobody here bought it).
  'GET /api/performer/performer-assets/galleries/search': [401, 403, OK, 403, 403, OK],
  'POST /api/performer/performer-assets/galleries': [401, 403, OK, 403, 403],
  'GET /api/performer/performer-assets/galleries/:id/view': [401, 403, OK, 403, 403, 404],
  'PUT /api/performer/performer-assets/galleries/:id': [401, 403, OK, 403, 403, 404],
  'DELETE /api/performer/performer-assets/galleries/:id': [401, 403, OK, 403, 403, 404],
  'GET /api/performer/performer-assets/photos/search': [401, 403, OK, 403, 403, 404],
  'POST /api/performer/performer-assets/photos': [401, 403, OK, 403, 403],
  'POST /api/performer/performer-assets/photos/upload': [401, 403, OK, 403, 403],
  'GET /api/performer/performer-assets/photos/:id/view': [401, 403, OK, 403, 403, 404],
  'PUT /api/performer/performer-assets/photos/:id': [401, 403, OK, 403, 403, 404],
  'DELETE /api/performer/performer-assets/photos/:id': [401, 403, OK, 403, 403, 404],
  'POST /api/user/performer-assets/galleries/:id/translations': [401, 403, OK, 403, 403, 404],
  'GET /api/user/performer-assets/galleries/search': [OK, OK, OK, OK, OK],
  'GET /api/user/performer-assets/galleries/:id/view': [OK, OK, OK, OK, OK],
  // A paid gallery's photos: its performer's, its buyers' and (to moderate them) administrators'.
  'GET /api/user/performer-assets/photos/:galleryId/search': [403, 403, OK, 403, OK, 403],
  'GET /api/purchased-items/user/galleries': [401, OK, 403, 403, 403, OK],

  // Products likewise; a digital product's file is its owner's, its buyers' (the user bought one) and administrators'.
  'GET /api/performer/performer-assets/products/search': [401, 403, OK, 403, 403, OK],
  'POST /api/performer/performer-assets/products': [401, 403, OK, 403, 403],
  'GET /api/performer/performer-assets/products/:id/view': [401, 403, OK, 403, 403, 404],
  'PUT /api/performer/performer-assets/products/:id': [401, 403, OK, 403, 403, 404],
  'DELETE /api/performer/performer-assets/products/:id': [401, 403, OK, 403, 403, 404],
  'POST /api/user/performer-assets/products/:id/translations': [401, 403, OK, 403, 403, 404],
  'GET /api/user/performer-assets/products/search': [OK, OK, OK, OK, OK],
  'GET /api/user/performer-assets/products/:id/view': [OK, OK, OK, OK, OK],
  'GET /api/user/performer-assets/products/:id/download-link': [401, OK, OK, 403, OK, 403],
  'POST /api/purchase-items/product/:id': [401, OK, 403, 403, 403],
  'GET /api/purchased-items/user/products': [401, OK, 403, 403, 403, OK],

  // Orders of products: the performer's sales and the buyer's purchases, each their own.
  'GET /api/orders/search': [401, 403, OK, 403, 403, OK],
  'GET /api/orders/details/:id': [401, 403, OK, 403, 403, 404],
  'PUT /api/orders/:id/update': [401, 403, OK, 403, 403, 404],
  'GET /api/orders/user/search': [401, OK, 403, 403, 403, OK],
  'GET /api/orders/user/details/:id': [401, OK, 403, 403, 403, 404],

  // Refunds: the buyer asks for their own purchase, administrators decide.
  'POST /api/refund-requests': [401, OK, 403, 403, 403, 404],
  'GET /api/refund-requests/search': [401, OK, 403, 403, 403, OK],
  'GET /api/admin/refund-requests': [401, 403, 403, 403, OK],
  'PUT /api/admin/refund-requests/:id': [401, 403, 403, 403, OK],

  // Content moderation: administrators only.
  'GET /api/admin/performer-assets/:kind/search': [401, 403, 403, 403, OK],
  'POST /api/admin/performer-assets/:kind/:id/take-down': [401, 403, 403, 403, OK],
  'POST /api/admin/performer-assets/:kind/:id/restore': [401, 403, 403, 403, OK],

  // Tokens: tips, purchases, vouchers, history
  'POST /api/member/send-tip-token/:id': [401, OK, 403, 403, 403],
  'POST /api/member/send-pay-token/:id': [401, OK, 403, 403, 403],
  'GET /api/package/token/search': [OK, OK, OK, OK, OK],
  'POST /api/payment/purchase-tokens/:id': [401, OK, 403, 403, 403],
  // The test checkout is reached by its signed link, whoever holds it; a forged signature finds nothing.
  'GET /api/payment/sandbox/:id': [OK, OK, OK, OK, OK],
  'GET /api/payment/sandbox/:id #forged signature': [404, 404, 404, 404, 404],
  'POST /api/payment/sandbox/:id/decide': [OK, OK, OK, OK, OK],
  'GET /api/payment/orders/search': [401, OK, 403, 403, 403, OK],
  'GET /api/payment/orders/:id': [401, OK, 403, 403, 403, 404],
  // Continued before it is cancelled below (the rows run in this order).
  'POST /api/payment/orders/:id/resume': [401, OK, 403, 403, 403, 404],
  'POST /api/payment/orders/:id/cancel': [401, OK, 403, 403, 403, 404],
  'GET /api/admin/packages': [401, 403, 403, 403, OK],
  'POST /api/admin/packages': [401, 403, 403, 403, OK],
  'PUT /api/admin/packages/:id': [401, 403, 403, 403, OK],
  'DELETE /api/admin/packages/:id': [401, 403, 403, 403, OK],
  'GET /api/admin/payment/orders': [401, 403, 403, 403, OK],
  // Gateways call these; only a valid signature makes them do anything.
  'POST /api/payment/callback/sandbox': [OK, OK, OK, OK, OK],
  'GET /api/payment/callback/verotel': [OK, OK, OK, OK, OK],
  'POST /api/payment/callback/verotel': [OK, OK, OK, OK, OK],
  'GET /api/vouchers/:code': [401, OK, 403, 403, 403],
  'POST /api/vouchers/:code/use': [401, OK, 403, 403, 403],
  'GET /api/admin/vouchers': [401, 403, 403, 403, OK],
  'POST /api/admin/vouchers': [401, 403, 403, 403, OK],
  'PUT /api/admin/vouchers/:id': [401, 403, 403, 403, OK],
  'GET /api/admin/vouchers/:id/redemptions': [401, 403, 403, 403, OK],
  'GET /api/transactions/user/search': [401, OK, OK, OK, OK, OK],

  // Private messages: between a user and a performer
  'POST /api/conversations': [401, OK, OK, 403, 403],
  'GET /api/conversations': [401, OK, OK, 403, 403, OK],
  'GET /api/conversations/search': [401, OK, OK, 403, 403, OK],
  'GET /api/conversations/:id': [401, OK, OK, 403, 403, 404],
  'GET /api/messages/conversations/:id': [401, OK, OK, 403, 403, 404],
  'POST /api/messages/conversations/:id': [401, OK, OK, 403, 403, 404],
  'GET /api/messages/total-unread': [401, OK, OK, 403, 403],
  'POST /api/messages/read-all': [401, OK, OK, 403, 403, 404],
  'POST /api/messages/:id/translations': [401, OK, OK, 403, 403, 403],
  'POST /api/messages/private/file': [401, OK, OK, 403, 403],

  // Public stream and its chat
  'POST /api/streaming/live': [401, 403, OK, 403, 403],
  'GET /api/streaming/live/session': [401, 403, OK, 403, 403],
  'GET /api/streaming/ice-servers': [OK, OK, OK, OK, OK],
  'POST /api/streaming/token #public stream': [OK, OK, OK, OK, OK],
  'GET /api/conversations/stream/public/:performerId': [OK, OK, OK, OK, OK],
  'GET /api/messages/conversations/public/:id #public stream': [OK, OK, OK, OK, OK],
  // Any user chats in a public stream; a performer only in their own.
  'POST /api/messages/stream/public/conversations/:id #public stream': [401, OK, OK, 403, 403, { user: OK, performer: 403 }],
  'DELETE /api/messages/:id': [401, 403, OK, 403, 403, 403],
  'DELETE /api/messages/:id/remove-all-message': [401, 403, OK, 403, 403, 403],
  'GET /api/streaming/broadcast/:id': [OK, OK, OK, OK, OK],
  'POST /api/streaming/join/:id #public stream': [401, OK, OK, 403, 403],
  // Its moderation: the performer's, and the fans they named (none here).
  'GET /api/messages/stream/public/conversations/:id/moderation': [401, 403, OK, 403, 403, 403],
  'POST /api/messages/stream/public/conversations/:id/mutes': [401, 403, OK, 403, 403, 403],
  'POST /api/messages/stream/public/conversations/:id/bans': [401, 403, OK, 403, 403, 403],
  'DELETE /api/messages/stream/public/conversations/:id/sanctions/:userId': [401, 403, OK, 403, 403, 403],
  'PUT /api/messages/stream/public/conversations/:id/rules': [401, 403, OK, 403, 403, 403],
  'PUT /api/streaming/moderators/:accountId': [401, 403, OK, 403, 403],
  'DELETE /api/streaming/moderators/:accountId': [401, 403, OK, 403, 403],

  // Private and group shows. The calls that are served run in this order: the request
  // is accepted before the show is watched and ended.
  'POST /api/streaming/private-chat/:performerId': [401, OK, 403, 403, 403],
  'GET /api/streaming/private-chat/requests': [401, 403, OK, 403, 403, OK],
  'GET /api/streaming/private-chat/:id': [401, 403, OK, 403, 403, 404],
  'POST /api/streaming/private-chat/:id/decline': [401, 403, OK, 403, 403, 404],
  'POST /api/streaming/private-chat/:id/cancel': [401, OK, 403, 403, 403, 404],
  'POST /api/streaming/group-chat': [401, 403, OK, 403, 403],
  'GET /api/streaming/group-chat/:id': [401, OK, 403, 403, 403],
  'GET /api/streaming/performers/:performerId/show-offer': [OK, OK, OK, OK, OK],
  'GET /api/streaming/shows/current': [401, OK, OK, 403, 403, OK],
  'GET /api/streaming/shows/:id #private show': [401, OK, OK, 403, 403, 403],
  'GET /api/streaming/shows/:id #group show': [401, OK, 403, 403, 403, 403],
  // A show's chat and media are its parties' only; being signed in or not changes nothing.
  'GET /api/messages/conversations/public/:id #private show': [403, OK, OK, 403, 403, 403],
  'GET /api/messages/conversations/public/:id #group show': [403, OK, 403, 403, 403, 403],
  'POST /api/messages/stream/public/conversations/:id #private show': [401, OK, OK, 403, 403, 403],
  'POST /api/messages/stream/public/conversations/:id #group show': [401, OK, 403, 403, 403, 403],
  'GET /api/conversations/stream/:streamId #private show': [401, OK, OK, 403, 403, 403],
  'GET /api/conversations/stream/:streamId #group show': [401, OK, 403, 403, 403, 403],
  'POST /api/messages/stream/conversations/:id #private show': [401, OK, OK, 403, 403, 403],
  'POST /api/messages/stream/conversations/:id #group show': [401, OK, 403, 403, 403, 403],
  'POST /api/streaming/join/:id #private show': [401, OK, OK, 403, 403, 403],
  'POST /api/streaming/join/:id #group show': [401, OK, 403, 403, 403, 403],
  'POST /api/streaming/token #private show': [403, OK, OK, 403, 403, 403],
  'POST /api/streaming/token #group show': [403, OK, 403, 403, 403, 403],
  'POST /api/streaming/shows/:id/end #private show': [401, OK, OK, 403, 403, 403],
  'POST /api/streaming/shows/:id/end #group show': [401, OK, 403, 403, 403, 403],

  // Commission
  'GET /api/settings/performer/commission': [401, 403, OK, 403, 403],
  'GET /api/studio/commission-setting': [401, 403, 403, OK, 403],
  'GET /api/studio/commission': [401, 403, 403, OK, 403],
  'PUT /api/studio/commission/member/:id': [401, 403, 403, OK, 403, 404],

  // Studios' members and invitations
  'GET /api/studio/stats': [401, 403, 403, OK, 403],
  'GET /api/studio/members': [401, 403, 403, OK, 403],
  'POST /api/studio/members': [401, 403, 403, OK, 403],
  'POST /api/studio/members/:id/:action': [401, 403, 403, OK, 403, 404],
  'DELETE /api/studio/members/:id': [401, 403, 403, OK, 403, 404],
  'GET /api/performers/studio-invitations': [401, 403, OK, 403, 403],
  'POST /api/performers/studio-invitations/:id/accept': [401, 403, OK, 403, 403, 404],
  'POST /api/performers/studio-invitations/:id/decline': [401, 403, OK, 403, 403, 404],
  'POST /api/performers/studio/leave': [401, 403, OK, 403, 403],

  'GET /api/admin/commission': [401, 403, 403, 403, OK],
  'PUT /api/admin/commission': [401, 403, 403, 403, OK],
  'GET /api/admin/performers/commission': [401, 403, 403, 403, OK],
  'GET /api/admin/studios/commission': [401, 403, 403, 403, OK],
  'PUT /api/admin/performers/:id/commission': [401, 403, 403, 403, OK],
  'PUT /api/admin/studios/:id/commission': [401, 403, 403, 403, OK],

  // Earnings, payment details and payouts
  'GET /api/earning/performer/search': [401, 403, OK, 403, 403, OK],
  'GET /api/earning/performer/stats': [401, 403, OK, 403, 403],
  'GET /api/earning/performer/payout': [401, 403, OK, 403, 403],
  'GET /api/earning/performer/export/csv': [401, 403, OK, 403, 403, OK],
  'GET /api/earning/studio/search': [401, 403, 403, OK, 403, OK],
  'GET /api/earning/studio/stats': [401, 403, 403, OK, 403],
  'GET /api/earning/studio/payout': [401, 403, 403, OK, 403],
  'GET /api/earning/studio/export/csv': [401, 403, 403, OK, 403, OK],
  'GET /api/payment-information': [401, 403, OK, OK, 403, OK],
  'POST /api/payment-information': [401, 403, OK, OK, 403],
  'POST /api/performers/bank-transfer/update': [401, 403, OK, 403, 403],
  'POST /api/performers/direct-deposit/update': [401, 403, OK, 403, 403],
  'POST /api/performers/paxum/update': [401, 403, OK, 403, 403],
  'POST /api/performers/bitpay/update': [401, 403, OK, 403, 403],
  'POST /api/studio/bank-transfer/update': [401, 403, 403, OK, 403],
  'POST /api/studio/direct-deposit/update': [401, 403, 403, OK, 403],
  'POST /api/studio/paxum/update': [401, 403, 403, OK, 403],
  'POST /api/studio/bitpay/update': [401, 403, 403, OK, 403],
  'POST /api/payout-requests/performer': [401, 403, OK, 403, 403],
  'GET /api/payout-requests/performer/search': [401, 403, OK, 403, 403, OK],
  'POST /api/payout-requests/performer/stats': [401, 403, OK, 403, 403],
  'PUT /api/payout-requests/performer/:id': [401, 403, OK, 403, 403, 404],
  'GET /api/payout-requests/performer/:id/view': [401, 403, OK, 403, 403, 404],
  'GET /api/payout-requests/performer/pending-requests': [401, 403, OK, 403, 403, OK],
  'POST /api/payout-requests/studio': [401, 403, 403, OK, 403],
  'GET /api/payout-requests/studio/search': [401, 403, 403, OK, 403, OK],
  'POST /api/payout-requests/studio/stats': [401, 403, 403, OK, 403],
  'PUT /api/payout-requests/studio/:id': [401, 403, 403, OK, 403, 404],
  'GET /api/payout-requests/studio/:id/view': [401, 403, 403, OK, 403, 404],
  // A member's requests go to their studio, which sees and decides them; administrators decide the others.
  'GET /api/payout-requests/studio/:id/view #member request': [401, 403, 403, OK, 403, 404],
  'GET /api/payout-requests/studio/performer-request': [401, 403, 403, OK, 403, OK],
  'PUT /api/payout-requests/studio/update/:id': [401, 403, 403, OK, 403, 404],
  'GET /api/admin/payout-requests': [401, 403, 403, 403, OK],
  'GET /api/admin/audit-log': [401, 403, 403, 403, OK],
  'GET /api/admin/accounts': [401, 403, 403, 403, OK],
  'GET /api/admin/accounts/:id': [401, 403, 403, 403, OK],
  'PUT /api/admin/accounts/:id': [401, 403, 403, 403, OK],
  'POST /api/admin/accounts/:id/suspend': [401, 403, 403, 403, OK],
  'POST /api/admin/accounts/:id/reactivate': [401, 403, 403, 403, OK],
  'POST /api/admin/accounts/:id/password-reset': [401, 403, 403, 403, OK],
  'POST /api/admin/accounts/:id/balance': [401, 403, 403, 403, OK],
  'GET /api/admin/verifications': [401, 403, 403, 403, OK],
  'POST /api/admin/performers/:id/verify': [401, 403, 403, 403, OK],
  'POST /api/admin/studios/:id/verify': [401, 403, 403, 403, OK],
  'GET /api/admin/documents/:id': [401, 403, 403, 403, OK],
  'GET /api/admin/settings': [401, 403, 403, 403, OK],
  'PUT /api/admin/settings': [401, 403, 403, 403, OK],
  'PUT /api/admin/payout-requests/:id': [401, 403, 403, 403, OK],
  'PUT /api/admin/payout-requests/:id #member request': [401, 403, 403, 403, 404],
  'GET /api/admin/performer-categories': [401, 403, 403, 403, OK],
  'POST /api/admin/performer-categories': [401, 403, 403, 403, OK],
  'PUT /api/admin/performer-categories/:id': [401, 403, 403, 403, OK],
  'DELETE /api/admin/performer-categories/:id': [401, 403, 403, 403, OK],
  'GET /api/admin/menus': [401, 403, 403, 403, OK],
  'POST /api/admin/menus': [401, 403, 403, 403, OK],
  'PUT /api/admin/menus/:id': [401, 403, 403, 403, OK],
  'DELETE /api/admin/menus/:id': [401, 403, 403, 403, OK],
  'GET /api/admin/posts': [401, 403, 403, 403, OK],
  'POST /api/admin/posts': [401, 403, 403, 403, OK],
  'POST /api/i18n/translate/footer/menus': [401, 403, 403, 403, OK],
  'POST /api/i18n/translate/content': [401, 403, 403, 403, OK],
  'PUT /api/admin/posts/:id': [401, 403, 403, 403, OK],
  'DELETE /api/admin/posts/:id': [401, 403, 403, 403, OK],
};

/**
 * Routes the table does not cover: the API's catch-all 404, static files, and private
 * files, whose signed addresses (not a role) decide (tests/integration/videos.test.ts).
 */
const isLeftOut = (url: string) =>
  url === '/api/*' || url.startsWith('/uploads/') || url.startsWith('/api/docs/static/') || url.startsWith('/files/');

/** The resources the calls name, made through the API in beforeAll. */
interface Fixture {
  /** Invitations to the performer (one from each studio) and the id of a performer the studio invited. */
  studioInvitations: { accept: string; decline: string; invitedId: string };
  userId: string;
  /** A viewer the performer blocks. */
  blockedId: string;
  performerId: string;
  groupPerformerId: string;
  studioId: string;
  memberId: string;
  categorySlug: string;
  postSlug: string;
  packageId: string;
  order: { id: string; signature: string };
  voucherCode: string;
  voucherId: string;
  /** A package and a promo of their own for the DELETE routes, so the others keep theirs. */
  deletablePackageId: string;
  promoId: string;
  publicStream: string;
  streamMessage: string;
  conversation: string;
  /** A message of the user's in that conversation. */
  privateMessage: string;
  privateShow: { id: string; chat: string };
  groupShow: { id: string; chat: string };
  payouts: { performer: string; member: string; studio: string };
  /** The performer's videos: one the calls read, change and buy, one they delete. */
  video: { id: string; deletable: string };
  /** The performer's galleries (one to read and change, one to delete) and photos of the first (likewise). */
  gallery: { id: string; deletable: string; photo: string; deletablePhoto: string };
  /** The performer's products: a digital one the user bought (and asked a refund of), one to delete, a physical one the user ordered. */
  product: {
    id: string;
    deletable: string;
    physical: string;
    order: string;
    purchase: string;
    refund: string;
    shown: string;
    takenDown: string;
  };
  /** Catalogue items of the table's own: one to edit and one to delete of each kind. */
  catalogue: Record<'category' | 'menu' | 'post', { edited: string; deleted: string; body: object }>;
}

interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
}

const FROM = '2000-01-01T00:00:00.000Z';
const payoutBody = () => ({ fromDate: FROM, toDate: new Date(Date.now() + 86400_000).toISOString(), paymentAccountType: 'bank_transfer' });

/**
 * Real ids for the routes that need them, and a body where the rule is checked after
 * the body is (an owner's check in the service, behind validation).
 */
const REQUESTS: Record<string, (f: Fixture) => RequestParts> = {
  'POST /api/users/:id/avatar/upload': (f) => ({ params: { id: f.userId } }),
  'GET /api/performer-categories/:id/view': (f) => ({ params: { id: f.categorySlug } }),
  'GET /api/posts/:id': (f) => ({ params: { id: f.postSlug } }),
  'GET /api/performers/:username/view': () => ({ params: { username: 'demo-performer' } }),
  'POST /api/performers/:id/inc-view': (f) => ({ params: { id: f.performerId } }),
  'GET /api/performers/:id/related': (f) => ({ params: { id: f.performerId } }),
  'POST /api/performers/:id/translations': (f) => ({ params: { id: f.performerId }, body: { locale: 'en', bio: 'Hello' } }),
  'POST /api/favourite/:id/like': (f) => ({ params: { id: f.performerId } }),
  'POST /api/favourite/:id/unlike': (f) => ({ params: { id: f.performerId } }),
  'GET /api/performers/:id/check-blocking': (f) => ({ params: { id: f.performerId } }),
  'GET /api/users/search': () => ({ query: { q: 'demo' } }),
  'GET /api/users/view/:id': (f) => ({ params: { id: f.userId } }),
  'GET /api/admin/settings': () => ({ query: { group: 'site' } }),
  'PUT /api/admin/settings': () => ({ query: { group: 'site' }, body: { currencySymbol: '€' } }),
  'POST /api/member/send-tip-token/:id': (f) => ({ params: { id: f.performerId } }),
  'POST /api/member/send-pay-token/:id': (f) => ({ params: { id: f.performerId }, body: { token: 1, note: 'Access request' } }),
  'POST /api/payment/purchase-tokens/:id': (f) => ({ params: { id: f.packageId } }),
  'GET /api/payment/sandbox/:id': (f) => ({ params: { id: f.order.id }, query: { signature: f.order.signature } }),
  'GET /api/payment/sandbox/:id #forged signature': (f) => ({ params: { id: f.order.id }, query: { signature: 'A'.repeat(43) } }),
  'POST /api/payment/sandbox/:id/decide': (f) => ({
    params: { id: f.order.id },
    body: { signature: f.order.signature, outcome: 'decline' },
  }),
  'GET /api/payment/orders/:id': (f) => ({ params: { id: f.order.id } }),
  'POST /api/payment/orders/:id/resume': (f) => ({ params: { id: f.order.id } }),
  'POST /api/payment/orders/:id/cancel': (f) => ({ params: { id: f.order.id } }),
  'PUT /api/admin/packages/:id': (f) => ({ params: { id: f.packageId } }),
  'DELETE /api/admin/packages/:id': (f) => ({ params: { id: f.deletablePackageId } }),
  'PUT /api/admin/vouchers/:id': (f) => ({ params: { id: f.voucherId }, body: {} }),
  'GET /api/admin/vouchers/:id/redemptions': (f) => ({ params: { id: f.voucherId } }),
  'PUT /api/admin/site-promos/:id': (f) => ({ params: { id: f.promoId } }),
  'DELETE /api/admin/site-promos/:id': (f) => ({ params: { id: f.promoId } }),
  'GET /api/vouchers/:code': (f) => ({ params: { code: f.voucherCode } }),
  'POST /api/vouchers/:code/use': (f) => ({ params: { code: f.voucherCode } }),
  'GET /api/conversations/:id': (f) => ({ params: { id: f.conversation } }),
  'GET /api/messages/conversations/:id': (f) => ({ params: { id: f.conversation } }),
  'POST /api/messages/conversations/:id': (f) => ({ params: { id: f.conversation }, body: { text: 'Hello' } }),
  'POST /api/messages/read-all': (f) => ({ body: { conversationId: f.conversation } }),
  'POST /api/messages/:id/translations': (f) => ({ params: { id: f.privateMessage }, body: { locale: 'es', from: 'en' } }),
  'POST /api/streaming/token #public stream': (f) => ({ body: { id: f.publicStream, type: 'play' } }),
  'GET /api/conversations/stream/public/:performerId': (f) => ({ params: { performerId: f.performerId } }),
  'GET /api/messages/conversations/public/:id #public stream': (f) => ({ params: { id: f.publicStream } }),
  'POST /api/messages/stream/public/conversations/:id #public stream': (f) => ({ params: { id: f.publicStream }, body: { text: 'Hello' } }),
  'DELETE /api/messages/:id': (f) => ({ params: { id: f.streamMessage } }),
  'DELETE /api/messages/:id/remove-all-message': (f) => ({ params: { id: f.publicStream } }),
  'GET /api/streaming/broadcast/:id': (f) => ({ params: { id: f.performerId } }),
  'POST /api/streaming/join/:id #public stream': (f) => ({ params: { id: f.publicStream } }),
  'GET /api/messages/stream/public/conversations/:id/moderation': (f) => ({ params: { id: f.publicStream } }),
  'POST /api/messages/stream/public/conversations/:id/mutes': (f) => ({
    params: { id: f.publicStream },
    body: { userId: f.blockedId, minutes: 5, reason: 'Shouting' },
  }),
  'POST /api/messages/stream/public/conversations/:id/bans': (f) => ({
    params: { id: f.publicStream },
    body: { userId: f.blockedId, reason: 'Spam' },
  }),
  'DELETE /api/messages/stream/public/conversations/:id/sanctions/:userId': (f) => ({
    params: { id: f.publicStream, userId: f.blockedId },
  }),
  'PUT /api/messages/stream/public/conversations/:id/rules': (f) => ({
    params: { id: f.publicStream },
    body: { slowModeSeconds: 0, bannedWords: [] },
  }),
  'PUT /api/streaming/moderators/:accountId': (f) => ({ params: { accountId: f.userId } }),
  'DELETE /api/streaming/moderators/:accountId': (f) => ({ params: { accountId: f.userId } }),
  'GET /api/conversations/stream/:streamId #private show': (f) => ({ params: { streamId: f.privateShow.chat } }),
  'GET /api/conversations/stream/:streamId #group show': (f) => ({ params: { streamId: f.groupShow.chat } }),
  'POST /api/messages/stream/conversations/:id #private show': (f) => ({ params: { id: f.privateShow.chat }, body: { text: 'Hello' } }),
  'POST /api/messages/stream/conversations/:id #group show': (f) => ({ params: { id: f.groupShow.chat }, body: { text: 'Hello' } }),
  'POST /api/streaming/join/:id #private show': (f) => ({ params: { id: f.privateShow.chat } }),
  'POST /api/streaming/join/:id #group show': (f) => ({ params: { id: f.groupShow.chat } }),
  'POST /api/streaming/private-chat/:performerId': (f) => ({ params: { performerId: f.performerId } }),
  'GET /api/streaming/private-chat/:id': (f) => ({ params: { id: f.privateShow.id } }),
  'POST /api/streaming/private-chat/:id/decline': (f) => ({ params: { id: f.privateShow.id } }),
  'POST /api/streaming/private-chat/:id/cancel': (f) => ({ params: { id: f.privateShow.id } }),
  'GET /api/streaming/group-chat/:id': (f) => ({ params: { id: f.groupShow.id } }),
  'GET /api/streaming/performers/:performerId/show-offer': (f) => ({ params: { performerId: f.performerId } }),
  'GET /api/streaming/shows/:id #private show': (f) => ({ params: { id: f.privateShow.id } }),
  'GET /api/streaming/shows/:id #group show': (f) => ({ params: { id: f.groupShow.id } }),
  'GET /api/messages/conversations/public/:id #private show': (f) => ({ params: { id: f.privateShow.chat } }),
  'GET /api/messages/conversations/public/:id #group show': (f) => ({ params: { id: f.groupShow.chat } }),
  'POST /api/messages/stream/public/conversations/:id #private show': (f) => ({
    params: { id: f.privateShow.chat },
    body: { text: 'Hello' },
  }),
  'POST /api/messages/stream/public/conversations/:id #group show': (f) => ({ params: { id: f.groupShow.chat }, body: { text: 'Hello' } }),
  'POST /api/streaming/token #private show': (f) => ({ body: { id: f.privateShow.chat, type: 'play' } }),
  'POST /api/streaming/token #group show': (f) => ({ body: { id: f.groupShow.chat, type: 'play' } }),
  'POST /api/streaming/shows/:id/end #private show': (f) => ({ params: { id: f.privateShow.id } }),
  'POST /api/streaming/shows/:id/end #group show': (f) => ({ params: { id: f.groupShow.id } }),
  'PUT /api/studio/commission/member/:id': (f) => ({ params: { id: f.memberId }, body: { memberSharePercent: 50 } }),
  'POST /api/studio/members': () => ({
    body: { name: 'Matrix Member', username: 'matrix-member', email: 'matrix-member@access.test', dateOfBirth: '1990-01-01' },
  }),
  'POST /api/studio/members/:id/:action': (f) => ({ params: { id: f.memberId, action: 'active' } }),
  // Withdraws the studio's invitation to a performer of no studio.
  'DELETE /api/studio/members/:id': (f) => ({ params: { id: f.studioInvitations.invitedId } }),
  // The other studio's invitation to the performer, and the studio's (which accepting the other withdraws: then a 409).
  'POST /api/performers/studio-invitations/:id/accept': (f) => ({ params: { id: f.studioInvitations.accept } }),
  'POST /api/performers/studio-invitations/:id/decline': (f) => ({ params: { id: f.studioInvitations.decline } }),
  'PUT /api/admin/performers/:id/commission': (f) => ({ params: { id: f.performerId } }),
  'PUT /api/admin/studios/:id/commission': (f) => ({ params: { id: f.studioId } }),
  'PUT /api/payout-requests/performer/:id': (f) => ({ params: { id: f.payouts.performer }, body: payoutBody() }),
  'GET /api/payout-requests/performer/:id/view': (f) => ({ params: { id: f.payouts.performer } }),
  'PUT /api/payout-requests/studio/:id': (f) => ({ params: { id: f.payouts.studio }, body: payoutBody() }),
  'GET /api/payout-requests/studio/:id/view': (f) => ({ params: { id: f.payouts.studio } }),
  'GET /api/payout-requests/studio/:id/view #member request': (f) => ({ params: { id: f.payouts.member } }),
  'PUT /api/payout-requests/studio/update/:id': (f) => ({ params: { id: f.payouts.member }, body: { status: 'approved' } }),
  'PUT /api/admin/payout-requests/:id': (f) => ({ params: { id: f.payouts.performer }, body: { status: 'approved' } }),
  'PUT /api/admin/payout-requests/:id #member request': (f) => ({ params: { id: f.payouts.member }, body: { status: 'approved' } }),
  'POST /api/admin/performer-categories': () => ({ body: { name: 'Access', slug: 'access-created' } }),
  'PUT /api/admin/performer-categories/:id': (f) => ({ params: { id: f.catalogue.category.edited }, body: f.catalogue.category.body }),
  'DELETE /api/admin/performer-categories/:id': (f) => ({ params: { id: f.catalogue.category.deleted } }),
  'POST /api/admin/menus': () => ({ body: { title: 'Access', path: '/page/access', section: 'footer' } }),
  'PUT /api/admin/menus/:id': (f) => ({ params: { id: f.catalogue.menu.edited }, body: f.catalogue.menu.body }),
  'DELETE /api/admin/menus/:id': (f) => ({ params: { id: f.catalogue.menu.deleted } }),
  'POST /api/admin/posts': () => ({ body: { slug: 'access-created', title: 'Access', content: 'Access rules' } }),
  'PUT /api/admin/posts/:id': (f) => ({ params: { id: f.catalogue.post.edited }, body: f.catalogue.post.body }),
  'DELETE /api/admin/posts/:id': (f) => ({ params: { id: f.catalogue.post.deleted } }),
  // An account of its own (the blocked viewer's): suspending it touches no other row's caller.
  'GET /api/admin/accounts': () => ({ query: { q: 'demo' } }),
  'GET /api/admin/accounts/:id': (f) => ({ params: { id: f.userId } }),
  'PUT /api/admin/accounts/:id': (f) => ({ params: { id: f.userId }, body: { city: 'Utrecht' } }),
  'POST /api/admin/accounts/:id/suspend': (f) => ({ params: { id: f.blockedId }, body: { reason: 'Access check' } }),
  'POST /api/admin/accounts/:id/reactivate': (f) => ({ params: { id: f.blockedId } }),
  'POST /api/admin/accounts/:id/password-reset': (f) => ({ params: { id: f.userId } }),
  'POST /api/admin/accounts/:id/balance': (f) => ({ params: { id: f.userId }, body: { amount: 1, reason: 'Access check' } }),
  'GET /api/performers/documents/:document': () => ({ params: { document: 'idVerification' } }),
  'GET /api/studio/documents/:document': () => ({ params: { document: 'documentVerification' } }),
  'POST /api/admin/performers/:id/verify': (f) => ({ params: { id: f.performerId }, body: { approved: true } }),
  'POST /api/admin/studios/:id/verify': (f) => ({ params: { id: f.studioId }, body: { approved: true } }),
  'GET /api/admin/documents/:id': (f) => ({ params: { id: f.performerId }, query: { document: 'idVerification' } }),
  'GET /api/performer/performer-assets/videos/:id/view': (f) => ({ params: { id: f.video.id } }),
  'PUT /api/performer/performer-assets/videos/:id': (f) => ({ params: { id: f.video.id } }),
  'DELETE /api/performer/performer-assets/videos/:id': (f) => ({ params: { id: f.video.deletable } }),
  'POST /api/user/performer-assets/videos/:id/translations': (f) => ({
    params: { id: f.video.id },
    body: { locale: 'en', title: 'Access' },
  }),
  'GET /api/user/performer-assets/videos/:id': (f) => ({ params: { id: f.video.id } }),
  'POST /api/user/performer-assets/videos/:id/inc-view': (f) => ({ params: { id: f.video.id } }),
  'POST /api/purchase-items/:type/:id': (f) => ({ params: { type: 'video', id: f.video.id } }),
  'POST /api/purchase-items/video/:id': (f) => ({ params: { id: f.video.id } }),
  'POST /api/performer/performer-assets/galleries': () => ({ body: { title: 'Access gallery', price: 1 } }),
  'GET /api/performer/performer-assets/galleries/:id/view': (f) => ({ params: { id: f.gallery.id } }),
  'PUT /api/performer/performer-assets/galleries/:id': (f) => ({ params: { id: f.gallery.id }, body: { title: 'Access gallery' } }),
  'DELETE /api/performer/performer-assets/galleries/:id': (f) => ({ params: { id: f.gallery.deletable } }),
  'GET /api/performer/performer-assets/photos/search': (f) => ({ query: { galleryId: f.gallery.id } }),
  'GET /api/performer/performer-assets/photos/:id/view': (f) => ({ params: { id: f.gallery.photo } }),
  'PUT /api/performer/performer-assets/photos/:id': (f) => ({ params: { id: f.gallery.photo } }),
  'DELETE /api/performer/performer-assets/photos/:id': (f) => ({ params: { id: f.gallery.deletablePhoto } }),
  'POST /api/user/performer-assets/galleries/:id/translations': (f) => ({
    params: { id: f.gallery.id },
    body: { locale: 'en', title: 'Access' },
  }),
  'GET /api/user/performer-assets/galleries/:id/view': (f) => ({ params: { id: f.gallery.id } }),
  'GET /api/user/performer-assets/photos/:galleryId/search': (f) => ({ params: { galleryId: f.gallery.id } }),
  'GET /api/performer/performer-assets/products/:id/view': (f) => ({ params: { id: f.product.id } }),
  'PUT /api/performer/performer-assets/products/:id': (f) => ({ params: { id: f.product.id } }),
  'DELETE /api/performer/performer-assets/products/:id': (f) => ({ params: { id: f.product.deletable } }),
  'POST /api/user/performer-assets/products/:id/translations': (f) => ({
    params: { id: f.product.id },
    body: { locale: 'en', title: 'Access' },
  }),
  'GET /api/user/performer-assets/products/:id/view': (f) => ({ params: { id: f.product.id } }),
  'GET /api/user/performer-assets/products/:id/download-link': (f) => ({ params: { id: f.product.id } }),
  'POST /api/purchase-items/product/:id': (f) => ({ params: { id: f.product.physical }, body: { shippingAddress: SHIPPING_ADDRESS } }),
  'GET /api/orders/details/:id': (f) => ({ params: { id: f.product.order } }),
  'PUT /api/orders/:id/update': (f) => ({ params: { id: f.product.order }, body: { status: 'processing' } }),
  'GET /api/orders/user/details/:id': (f) => ({ params: { id: f.product.order } }),
  'POST /api/refund-requests': (f) => ({ body: { purchaseId: f.product.purchase, reason: 'Access rules' } }),
  'PUT /api/admin/refund-requests/:id': (f) => ({ params: { id: f.product.refund }, body: { status: 'rejected', note: 'Access rules' } }),
  'GET /api/admin/performer-assets/:kind/search': () => ({ params: { kind: 'products' } }),
  'POST /api/admin/performer-assets/:kind/:id/take-down': (f) => ({
    params: { kind: 'products', id: f.product.shown },
    body: { reason: 'Access rules' },
  }),
  'POST /api/admin/performer-assets/:kind/:id/restore': (f) => ({ params: { kind: 'products', id: f.product.takenDown } }),
};

/** Where the user's physical product goes: a secret of the user and the performer who sends it. */
const SHIPPING_ADDRESS = { name: 'Access Viewer', street: 'Geheimweg 7', postalCode: '1234 AB', city: 'Utrecht', country: 'NL' };

const COLUMNS = ['anonymous', 'user', 'performer', 'studio', 'admin'] as const;
type Column = (typeof COLUMNS)[number];
const OTHER_OWNER = { user: 'otherUser', performer: 'otherPerformer', studio: 'otherStudio' } as const;
type Caller = Column | (typeof OTHER_OWNER)[OwnerRole];

/** Text that only `parties` may be shown (administrators only where they are named). */
interface Secret {
  what: string;
  text: string;
  parties: Caller[];
}

let t: TestApp;
let fixture: Fixture;
let secrets: Secret[];
const tokens: Partial<Record<Caller, string>> = {};

const PASSWORD = 'secret123';

const call = (method: string, url: string, token?: string, payload?: object) =>
  t.app.inject({ method: method as HTTPMethods, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** The payload of a call that must succeed. */
async function data<T = Record<string, unknown>>(method: string, url: string, token?: string, payload?: object): Promise<T> {
  const response = await call(method, url, token, payload);
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json().data as T;
}

/** A new account through the registration form and the e-mailed link; returns its token. */
async function register(kind: 'users' | 'studio', name: string, email: string) {
  if (kind === 'users') {
    await data('POST', '/api/auth/users/register', undefined, { name, email, password: PASSWORD });
  } else {
    const form = multipart(
      { name, email, password: PASSWORD },
      { documentVerification: { name: 'company.pdf', data: PDF }, idVerification: { name: 'id.png', data: PNG } },
    );
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/studio/register', ...form });
    if (response.statusCode !== 200) throw new Error(`studio registration: ${response.body}`);
  }
  await data('POST', '/api/verification/verify-email', undefined, { token: t.linkTokenFor(email) });
  return t.login(kind, email, PASSWORD);
}

const bank = (accountNumber: string) => ({
  accountHolder: 'Account Holder',
  accountNumber,
  bankName: 'Bank',
  swift: 'ABNANL2A',
  country: 'NL',
});

/** Makes, through the API, every resource the table's calls name. */
async function makeFixture(): Promise<Fixture> {
  const [user, performer, studio, admin, otherPerformer, groupPerformer, member] = await Promise.all([
    t.login('users', 'user@demo.test'),
    t.login('performers', 'demo-performer'),
    t.login('studio', 'studio@demo.test'),
    t.login('users', 'admin@demo.test'),
    t.login('performers', 'sanne-sunshine'),
    t.login('performers', 'amara-joy'),
    t.login('performers', 'ioana-star'),
  ]);
  Object.assign(tokens, { user, performer, studio, admin, otherPerformer });
  tokens.otherUser = await register('users', 'Other Viewer', 'other-viewer@access.test');
  tokens.otherStudio = await register('studio', 'Other Studio', 'other-studio@access.test');
  await data('POST', '/api/auth/users/register', undefined, {
    name: 'Blocked Viewer',
    email: 'blocked-viewer@access.test',
    password: PASSWORD,
  });

  const me = (path: string, token: string) => data<{ _id: string }>('GET', path, token).then((row) => row._id);
  const [userId, performerId, studioId, memberId] = await Promise.all([
    me('/api/users/me', user),
    me('/api/performers/me', performer),
    me('/api/studio/me', studio),
    me('/api/performers/me', member),
  ]);
  const blockedId = (await data<{ data: { _id: string }[] }>('GET', '/api/users/search?q=Blocked%20Viewer', performer)).data[0]._id;
  // Identity documents of the performer and the studio, which they and administrators read.
  for (const [url, token] of [
    ['/api/performers/documents/upload', performer],
    ['/api/studio/documents/upload', studio],
  ]) {
    const form = multipart(
      {},
      { documentVerification: { name: 'document.pdf', data: PDF }, idVerification: { name: 'id.png', data: PNG } },
    );
    const response = await t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  }
  await data('POST', '/api/performers/blocking/update', performer, { userIds: [blockedId] });

  const categorySlug = (await data<{ data: { slug: string }[] }>('GET', '/api/performer-categories')).data[0].slug;
  const postSlug = (await data<{ data: { slug: string }[] }>('GET', '/api/posts/search')).data[0].slug;
  const packageId = (await data<{ data: { _id: string }[] }>('GET', '/api/package/token/search')).data[0]._id;
  const purchase = await data<{ orderId: string; paymentUrl: string }>('POST', `/api/payment/purchase-tokens/${packageId}`, user, {
    gateway: 'sandbox',
  });
  const signature = new URL(purchase.paymentUrl, 'http://site').searchParams.get('signature')!;
  const voucher = await data<{ _id: string; code: string }>('POST', '/api/admin/vouchers', admin, {
    tokensPerRedemption: 10,
    redemptions: 100,
  });
  const deletablePackageId = (
    await data<{ _id: string }>('POST', '/api/admin/packages', admin, { name: 'To delete', tokens: 10, price: 1 })
  )._id;
  const [{ id: promoId }] = await db().insert(sitePromos).values({ title: 'To delete' }).returning({ id: sitePromos.id });

  const publicStream = (await data<{ conversation: { _id: string } }>('POST', '/api/streaming/live', performer, { title: 'Access rules' }))
    .conversation._id;
  const streamMessage = (
    await data<{ _id: string }>('POST', `/api/messages/stream/public/conversations/${publicStream}`, user, { text: 'Hi all' })
  )._id;
  const conversation = (await data<{ _id: string }>('POST', '/api/conversations', user, { source: 'performer', sourceId: performerId }))
    ._id;
  const privateMessage = (await data<{ _id: string }>('POST', `/api/messages/conversations/${conversation}`, user, { text: 'Hello there' }))
    ._id;
  const privateShow = await data<{ _id: string; conversationId: string }>('POST', `/api/streaming/private-chat/${performerId}`, user);
  const groupShow = await data<{ _id: string; conversationId: string; performer: { _id: string } }>(
    'POST',
    '/api/streaming/group-chat',
    groupPerformer,
    { maxParticipants: 5 },
  );
  await data('GET', `/api/streaming/group-chat/${groupShow._id}`, user);

  // Earnings to pay out: tips to the performer and to a member of the studio (which shares in them).
  await db()
    .insert(settings)
    .values({ key: 'minimumPayoutTokens', value: 1, group: 'payment' })
    .onConflictDoUpdate({ target: settings.key, set: { value: 1 } });
  t.app.settings.invalidate();
  await data('POST', `/api/member/send-tip-token/${performerId}`, user, { token: 20 });
  await data('POST', `/api/member/send-tip-token/${memberId}`, user, { token: 20 });
  await data('POST', '/api/performers/bank-transfer/update', performer, bank('NL11PERFORMER0000000001'));
  await data('POST', '/api/performers/bank-transfer/update', member, bank('NL22MEMBER0000000000002'));
  await data('POST', '/api/studio/bank-transfer/update', studio, bank('NL33STUDIO0000000000003'));
  const payout = (token: string, role: 'performer' | 'studio') =>
    data<{ _id: string }>('POST', `/api/payout-requests/${role}`, token, payoutBody()).then((row) => row._id);
  const payouts = {
    performer: await payout(performer, 'performer'),
    member: await payout(member, 'performer'),
    studio: await payout(studio, 'studio'),
  };
  const invite = (token: string, who: string) =>
    data<{ invitationId: string; performerId: string }>('POST', '/api/studio/members', token, { invite: who });
  const studioInvitations = {
    accept: (await invite(tokens.otherStudio, 'demo-performer')).invitationId,
    decline: (await invite(studio, 'demo-performer')).invitationId,
    invitedId: (await invite(studio, 'daan-utrecht')).performerId,
  };

  const catalogueItem = async (path: string, body: (n: number) => object) => ({
    edited: (await data<{ _id: string }>('POST', path, admin, body(1)))._id,
    deleted: (await data<{ _id: string }>('POST', path, admin, body(2)))._id,
    body: body(1),
  });
  const catalogue = {
    category: await catalogueItem('/api/admin/performer-categories', (n) => ({ name: `Access ${n}`, slug: `access-${n}` })),
    menu: await catalogueItem('/api/admin/menus', (n) => ({ title: `Access ${n}`, path: `/page/access-${n}`, section: 'footer' })),
    post: await catalogueItem('/api/admin/posts', (n) => ({ slug: `access-${n}`, title: `Access ${n}`, content: 'Access rules' })),
  };

  const newVideo = async () => {
    const form = multipart({ title: 'Access video', price: '1' }, { video: { name: 'video.mp4', data: testVideo() } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/performer/performer-assets/videos',
      headers: { ...bearer(performer), ...form.headers },
      payload: form.payload,
    });
    if (response.statusCode !== 200) throw new Error(`video upload: ${response.body}`);
    return response.json().data._id as string;
  };
  const video = { id: await newVideo(), deletable: await newVideo() };

  const newGallery = async () =>
    (await data<{ _id: string }>('POST', '/api/performer/performer-assets/galleries', performer, { title: 'Access gallery', price: 1 }))
      ._id;
  const newPhoto = async (galleryId: string) => {
    const form = multipart({ galleryId }, { photo: { name: 'photo.jpg', data: await testPhoto() } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/performer/performer-assets/photos',
      headers: { ...bearer(performer), ...form.headers },
      payload: form.payload,
    });
    if (response.statusCode !== 200) throw new Error(`photo upload: ${response.body}`);
    return response.json().data as { _id: string; url: string };
  };
  const galleryId = await newGallery();
  const photo = await newPhoto(galleryId);
  const gallery = { id: galleryId, deletable: await newGallery(), photo: photo._id, deletablePhoto: (await newPhoto(galleryId))._id };
  // The shown version's stored name, which only addresses signed for those who may see it carry.
  const photoFile = photo.url.match(/[0-9a-f-]{36}\.jpg/)![0];

  const newProduct = async (fields: Record<string, string>, files: Record<string, { name: string; data: Buffer }>) => {
    const form = multipart({ title: 'Access product', price: '1', ...fields }, files);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/performer/performer-assets/products',
      headers: { ...bearer(performer), ...form.headers },
      payload: form.payload,
    });
    if (response.statusCode !== 200) throw new Error(`product: ${response.body}`);
    return response.json().data._id as string;
  };
  const digitalProduct = () => newProduct({ type: 'digital' }, { digitalFile: { name: 'access.pdf', data: PDF } });
  const productId = await digitalProduct();
  const physical = await newProduct({ type: 'physical', stock: '10' }, {});
  const productPurchase = await data<{ _id: string }>('POST', `/api/purchase-items/product/${productId}`, user);
  const productOrder = await data<{ orderId: string }>('POST', `/api/purchase-items/product/${physical}`, user, {
    shippingAddress: SHIPPING_ADDRESS,
  });
  const refund = await data<{ _id: string }>('POST', '/api/refund-requests', user, {
    purchaseId: productPurchase._id,
    reason: 'Access rules',
  });
  const product = {
    id: productId,
    deletable: await digitalProduct(),
    physical,
    order: productOrder.orderId,
    purchase: productPurchase._id,
    refund: refund._id,
    // For content moderation: one to take down, one taken down to restore.
    shown: await digitalProduct(),
    takenDown: await digitalProduct(),
  };
  await data('POST', `/api/admin/performer-assets/products/${product.takenDown}/take-down`, admin, { reason: 'Access rules' });

  secrets = [
    { what: 'the private conversation', text: conversation, parties: ['user', 'performer'] },
    // Administrators see an account's shows on its page.
    { what: 'the private show', text: privateShow._id, parties: ['user', 'performer', 'admin'] },
    { what: "the private show's chat", text: privateShow.conversationId, parties: ['user', 'performer'] },
    { what: "the group show's chat", text: groupShow.conversationId, parties: ['user'] },
    { what: "the user's order", text: purchase.orderId, parties: ['user', 'admin'] },
    { what: "the performer's payout request", text: payouts.performer, parties: ['performer', 'admin'] },
    { what: "the member's payout request", text: payouts.member, parties: ['studio'] },
    { what: "the studio's payout request", text: payouts.studio, parties: ['studio', 'admin'] },
    { what: "the performer's bank account", text: 'NL11PERFORMER0000000001', parties: ['performer', 'admin'] },
    { what: "the member's bank account", text: 'NL22MEMBER0000000000002', parties: ['studio'] },
    { what: "the studio's bank account", text: 'NL33STUDIO0000000000003', parties: ['studio', 'admin'] },
    { what: "the performer's block list", text: blockedId, parties: ['performer'] },
    // Administrators open every item: they moderate them.
    { what: "a paid gallery's photo", text: photoFile, parties: ['performer', 'admin'] },
    { what: "the user's order of a product", text: product.order, parties: ['user', 'performer'] },
    { what: "the user's shipping address", text: SHIPPING_ADDRESS.street, parties: ['user', 'performer'] },
    { what: "the user's refund request", text: product.refund, parties: ['user', 'admin'] },
  ];

  return {
    studioInvitations,
    userId,
    blockedId,
    performerId,
    groupPerformerId: groupShow.performer._id,
    studioId,
    memberId,
    categorySlug,
    postSlug,
    packageId,
    order: { id: purchase.orderId, signature },
    voucherCode: voucher.code,
    voucherId: voucher._id,
    deletablePackageId,
    promoId,
    publicStream,
    streamMessage,
    conversation,
    privateMessage,
    privateShow: { id: privateShow._id, chat: privateShow.conversationId },
    groupShow: { id: groupShow._id, chat: groupShow.conversationId },
    payouts,
    video,
    gallery,
    product,
    catalogue,
  };
}

const db = () => t.deps.database.db;

let janus: FakeJanus;

beforeAll(async () => {
  // A show's play token admits the viewer to its Janus room, so POST /streaming/token needs a Janus to answer: a stand-in does.
  janus = await startFakeJanus();
  t = await createTestApp({
    seed: true,
    config: {
      // Every route is called from one address; the matrix is not a login flood.
      loginMaxPerIp: 1000,
      janus: { url: janus.url, publicUrl: janus.url, tokenSecret: 'janus-'.padEnd(40, 'j'), roomSecret: 'rooms-'.padEnd(40, 'r') },
    },
  });
  fixture = await makeFixture();
}, 120_000);
afterAll(async () => {
  await t.close();
  await janus.stop();
});

const routeOf = (entry: string) => entry.split(' #')[0];

interface PlannedCall {
  entry: string;
  caller: Caller;
  expect: Expect;
}

/** Every call of the table: the five columns, then another owner of each role that is served. */
function plan(): PlannedCall[] {
  const calls: PlannedCall[] = [];
  for (const [entry, rule] of Object.entries(ACCESS)) {
    COLUMNS.forEach((caller, index) => calls.push({ entry, caller, expect: rule[index] as Expect }));
    const other = rule[5];
    if (other === undefined) continue;
    for (const role of ['user', 'performer', 'studio'] as const) {
      if (rule[COLUMNS.indexOf(role)] !== OK) continue;
      const expect = typeof other === 'object' ? other[role] : other;
      if (expect === undefined) throw new Error(`${entry}: say what another ${role} gets`);
      calls.push({ entry, caller: OTHER_OWNER[role], expect });
    }
  }
  return calls;
}

/** What is wrong with the answer to `planned`, if anything. */
async function check(planned: PlannedCall): Promise<string | null> {
  const [method, path] = routeOf(planned.entry).split(' ');
  const parts = REQUESTS[planned.entry]?.(fixture) ?? {};
  const missing = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]).filter((name) => !parts.params?.[name]);
  if (missing.length) return `${planned.entry}: give :${missing.join(', :')} a real value in REQUESTS`;
  const url =
    path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(parts.params![name])) +
    (parts.query ? `?${new URLSearchParams(parts.query)}` : '');
  const response = await call(method, url, tokens[planned.caller], parts.body);
  const status = response.statusCode;
  const said = `${planned.entry} as ${planned.caller}: ${status} ${response.body.slice(0, 200)}`;
  if (status >= 500) return `${said} (a 5xx)`;
  if (planned.expect === OK ? [401, 403, 404, 429].includes(status) : status !== planned.expect)
    return `${said} (the table says ${planned.expect})`;
  const asked = url + JSON.stringify(parts.body ?? '');
  const leaked = secrets.filter(
    (secret) => !secret.parties.includes(planned.caller) && !asked.includes(secret.text) && response.body.includes(secret.text),
  );
  if (leaked.length) return `${said} (shows ${leaked.map((secret) => secret.what).join(', ')})`;
  return null;
}

/** Runs `work` over `items`, `limit` at a time. */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

describe('access rules', () => {
  it('has a row for every route of the app, and a route for every row', () => {
    const routes = new Set(t.routes.filter((route) => !isLeftOut(route.url)).map((route) => `${route.method} ${route.url}`));
    const covered = new Set(Object.keys(ACCESS).map(routeOf));
    const problems = [
      ...[...routes]
        .filter((route) => !covered.has(route))
        .map(
          (route) =>
            `${route} has no row: add '${route}': [anonymous, user, performer, studio, admin, other owner?] to ACCESS in tests/integration/access-matrix.test.ts`,
        ),
      ...[...covered]
        .filter((route) => !routes.has(route))
        .map((route) => `ACCESS has a row for ${route}, which is no longer a route of the app: remove it`),
      ...Object.keys(REQUESTS)
        .filter((entry) => !ACCESS[entry])
        .map((entry) => `REQUESTS has ${entry}, which has no row in ACCESS`),
    ];
    expect(problems).toEqual([]);
  });

  it('keeps the administration to administrators: every /api/admin/ route and the admin statistics answer 401 to visitors and 403 to every other role', () => {
    const adminArea = (entry: string) => /^\w+ \/api\/(admin\/|statistics\/admin$)/.test(routeOf(entry));
    const wrong = Object.entries(ACCESS)
      .filter(([entry]) => adminArea(entry))
      .filter(([, rule]) => rule[0] !== 401 || rule[1] !== 403 || rule[2] !== 403 || rule[3] !== 403)
      .map(([entry]) => entry);
    expect(Object.keys(ACCESS).filter(adminArea).length).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });

  it('answers every route as the table says, to everyone, without a 5xx or a leak', async () => {
    const calls = plan();
    // Refusals change nothing, so they run first and side by side; calls that are served run after, in the table's order.
    const refused = await inParallel(
      calls.filter((planned) => planned.expect !== OK),
      4,
      check,
    );
    const served: (string | null)[] = [];
    for (const planned of calls.filter((c) => c.expect === OK)) served.push(await check(planned));
    expect([...refused, ...served].filter(Boolean)).toEqual([]);
  });

  it('refuses a caller without the right before it reads the body', async () => {
    const unreadable = { tokensPerRedemption: 'a lot', redemptions: 1 };
    expect((await call('POST', '/api/admin/vouchers', undefined, unreadable)).json()).toMatchObject({
      statusCode: 401,
      message: 'Please log in',
    });
    expect((await call('POST', '/api/admin/vouchers', tokens.user, unreadable)).json()).toMatchObject({
      statusCode: 403,
      message: 'Forbidden',
    });
    expect((await call('POST', '/api/admin/vouchers', tokens.admin, unreadable)).json()).toMatchObject({
      statusCode: 400,
      message: [{ property: 'tokensPerRedemption' }],
    });
  });
});

/** Whether the server takes a socket event (its acknowledgement says `ok: true`). */
type SocketExpect = typeof OK | 'refused';
const NO = 'refused';
type SocketRule = [
  anonymous: SocketExpect,
  user: SocketExpect,
  performer: SocketExpect,
  studio: SocketExpect,
  admin: SocketExpect,
  otherOwner?: SocketExpect,
];

/**
 * Socket events that need a right: `event #stream`, where the stream is the public
 * stream of demo-performer, the group show of another performer that the user has
 * joined, or the private show of the user with demo-performer (accepted, running).
 * Columns as in ACCESS. The rows run in this order: a performer in a private show is
 * not live in public.
 */
const SOCKET_ACCESS: Record<string, SocketRule> = {
  //                                   anonymous user performer studio admin other owner
  'public-stream/join #public stream': [OK, OK, OK, OK, OK],
  'media/publish #public stream': [NO, NO, OK, NO, NO, NO],
  'media/watch #public stream': [OK, OK, OK, OK, OK],
  'private-stream/join #group show': [NO, OK, NO, NO, NO, NO],
  // A group show's viewers watch; only its performer sends.
  'media/publish #group show': [NO, NO, NO, NO, NO],
  'media/watch #group show': [NO, OK, NO, NO, NO, NO],
  'private-stream/join #private show': [NO, OK, OK, NO, NO, NO],
  'media/publish #private show': [NO, OK, OK, NO, NO, NO],
  'media/watch #private show': [NO, OK, OK, NO, NO, NO],
};

/** Events the server listens to that need no right of their own, and why. */
const SOCKET_EVENTS_WITHOUT_RULE: Record<string, string> = {
  'auth/login': 'binds the socket to the account of the token it brings',
  'public-stream/leave': 'leaves a room the socket is in',
  'private-stream/leave': 'leaves a room the socket is in',
  'media/unpublish': 'stops what this socket itself publishes',
  'media/signal': 'goes only along a pair the server made for this socket (its id carries an HMAC of both sockets)',
  'media/hangup': 'goes only along a pair the server made for this socket',
};
/** socket.io's own events. */
const RESERVED_EVENTS = new Set(['disconnect', 'disconnecting', 'error']);

describe('socket access rules', () => {
  let ioServer: SocketServer;
  let url = '';
  const clients = socketClients(() => url);
  const sockets: Partial<Record<Caller, Socket>> = {};

  type Stream = { id: string; publisher: string };
  /** Each stream of SOCKET_ACCESS, brought into the state its rows need. */
  const STREAMS: Record<string, () => Promise<Stream>> = {
    'public stream': async () => {
      await data('POST', '/api/streaming/live', tokens.performer, { title: 'Access rules' });
      return { id: fixture.publicStream, publisher: fixture.performerId };
    },
    'group show': async () => {
      // Joining again changes nothing; after the table above the user had left.
      await data('GET', `/api/streaming/group-chat/${fixture.groupShow.id}`, tokens.user);
      return { id: fixture.groupShow.chat, publisher: fixture.groupPerformerId };
    },
    'private show': async () => ({ id: (await runningPrivateShow()).conversationId, publisher: fixture.performerId }),
  };

  /** The user's private show with demo-performer, running: accepted now unless the table above already ran it. */
  async function runningPrivateShow(): Promise<{ _id: string; conversationId: string }> {
    const offer = await data<{ pendingRequest: { showId: string } | null; activeShowId: string | null }>(
      'GET',
      `/api/streaming/performers/${fixture.performerId}/show-offer`,
      tokens.user,
    );
    if (offer.activeShowId) return data('GET', `/api/streaming/shows/${offer.activeShowId}`, tokens.user);
    const showId =
      offer.pendingRequest?.showId ??
      (await data<{ _id: string }>('POST', `/api/streaming/private-chat/${fixture.performerId}`, tokens.user))._id;
    return data('GET', `/api/streaming/private-chat/${showId}`, tokens.performer);
  }

  beforeAll(async () => {
    ioServer = attachSocketServer(t.app.server, t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const caller of [...COLUMNS, ...Object.values(OTHER_OWNER)]) sockets[caller] = await clients.open(tokens[caller]);
  });
  afterAll(async () => {
    clients.closeAll();
    await ioServer.close();
  });

  it('has a row, or a reason it needs none, for every event the server listens to', () => {
    const [serverSocket] = ioServer.io.of('/').sockets.values();
    const events = serverSocket
      .eventNames()
      .map(String)
      .filter((event) => !RESERVED_EVENTS.has(event));
    const ruled = new Set(Object.keys(SOCKET_ACCESS).map((entry) => entry.split(' #')[0]));
    const problems = [
      ...events
        .filter((event) => !ruled.has(event) && !SOCKET_EVENTS_WITHOUT_RULE[event])
        .map(
          (event) =>
            `socket event ${event} has no row: add it to SOCKET_ACCESS, or to SOCKET_EVENTS_WITHOUT_RULE with the reason it needs no right`,
        ),
      ...[...ruled, ...Object.keys(SOCKET_EVENTS_WITHOUT_RULE)]
        .filter((event) => !events.includes(event))
        .map((event) => `the server no longer listens to ${event}: remove its row`),
    ];
    expect(problems).toEqual([]);
  });

  it('takes every event as the table says, from everyone', async () => {
    const problems: string[] = [];
    const ready = new Map<string, Stream>();
    for (const [entry, rule] of Object.entries(SOCKET_ACCESS)) {
      const [event, which] = entry.split(' #');
      if (!ready.has(which)) ready.set(which, await STREAMS[which]());
      const stream = ready.get(which)!;
      const payload = event.startsWith('media/') ? { streamId: stream.id, publisherId: stream.publisher } : { conversationId: stream.id };
      const callers: [Caller, SocketExpect][] = COLUMNS.map((caller, index) => [caller, rule[index]!]);
      if (rule[5])
        for (const role of ['user', 'performer'] as const)
          if (rule[COLUMNS.indexOf(role)] === OK) callers.push([OTHER_OWNER[role], rule[5]]);
      for (const [caller, expected] of callers) {
        const answer = (await sockets[caller]!.timeout(5000).emitWithAck(event as 'media/publish', payload)) as {
          ok: boolean;
          message?: string;
        };
        if ((answer.ok ? OK : NO) !== expected)
          problems.push(`${entry} from ${caller}: ${JSON.stringify(answer)} (the table says ${expected})`);
      }
    }
    expect(problems).toEqual([]);
  });
});
