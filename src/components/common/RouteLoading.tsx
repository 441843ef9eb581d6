/**
 * The full-screen spinner over route changes (loading starts on route change
 * start, ends on completion; shown after 200 ms so quick changes do not flicker).
 */
import { useEffect, useState } from 'react';
import Router from 'next/router';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { routeLoadingChanged, selectRouteLoading } from '@/features/ui/slice';
import { PAGE_LOADING_DELAY_MS } from '@/shared/constants';

export function RouteLoading() {
  const dispatch = useAppDispatch();
  const loading = useAppSelector(selectRouteLoading);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const start = () => dispatch(routeLoadingChanged(true));
    const end = () => dispatch(routeLoadingChanged(false));
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', end);
    Router.events.on('routeChangeError', end);
    return () => {
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', end);
      Router.events.off('routeChangeError', end);
    };
  }, [dispatch]);

  useEffect(() => {
    if (!loading) {
      const hide = setTimeout(() => setVisible(false), 0);
      return () => clearTimeout(hide);
    }
    const show = setTimeout(() => setVisible(true), PAGE_LOADING_DELAY_MS);
    return () => clearTimeout(show);
  }, [loading]);

  if (!visible) return null;
  return (
    <div className="route-loading" role="progressbar" aria-busy="true" data-testid="route-loading">
      <span className="route-loading-spinner" />
    </div>
  );
}
