/**
 * Who cannot see the performer: visitors from blocked countries (the list replaces
 * the old one on save) and blocked users. A user is blocked by picking them from a
 * search by name or username (GET /users/search, from 2 characters), and can be
 * unblocked here.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { Blocking } from '@/shared/schemas/performers';
import {
  blockUser,
  loadBlocking,
  loadCountries,
  saveBlockedCountries,
  selectBlocking,
  selectBlockingRequest,
  selectCountryList,
  selectUnblocking,
  selectUserSearch,
  searchUsers,
  unblockUser,
} from '../slice';
import { useBlockingRequest } from '../hooks/useBlockingRequest';
import { Avatar } from '@/features/ui/components/Avatar';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { CheckedForm, textsOf } from '@/features/ui/components/CheckedForm';
import { ConfirmButton } from '@/features/ui/components/ConfirmButton';
import { EmptyState } from '@/features/ui/components/EmptyState';
import { MultiSelectField } from '@/features/ui/components/MultiSelectField';
import { Notice } from '@/features/ui/components/Notice';
import { SaveError } from '@/features/ui/components/SaveError';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { SearchSelect } from '@/features/ui/components/SearchSelect';
import { Spinner } from '@/features/ui/components/Spinner';
import styles from './BlockingPanel.module.css';

/** The most countries a performer may block (all of them). */
const MAX_COUNTRIES = 250;

function BlockedCountries({ countries }: { countries: string[] }) {
  const { t, i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCountryList);
  const state = useBlockingRequest('blockedCountries', t('settings.blocking.countriesSaved'));
  const locale = i18n.language;

  useEffect(() => {
    dispatch(loadCountries(locale));
  }, [dispatch, locale]);

  const options = useMemo(() => {
    const named = list.items.map(({ code, name, flag }) => ({ value: code, label: `${flag} ${name}` }));
    // A blocked code the list does not know (or a list that failed to load) still shows.
    const known = new Set(named.map((option) => option.value));
    return [...countries.filter((code) => !known.has(code)).map((code) => ({ value: code, label: code })), ...named];
  }, [list.items, countries]);

  return (
    <CheckedForm
      size="middle"
      check={() => ({})}
      onValid={(data) => !state.requesting && dispatch(saveBlockedCountries(textsOf(data, 'countries')))}
      data-testid="blocked-countries-form"
    >
      <MultiSelectField
        name="countries"
        label={t('settings.blocking.countries')}
        hint={t('settings.blocking.countriesHelp')}
        maxCount={MAX_COUNTRIES}
        placeholder={t('settings.blocking.countriesPlaceholder')}
        loading={list.requesting}
        options={options}
        defaultValue={countries}
        data-testid="blocked-countries"
      />
      <SaveFooter request={state} name="blocked-countries" />
    </CheckedForm>
  );
}

/** Fewer characters than this are not searched for. */
const MIN_SEARCH = 2;

function UserSearch({ blockedIds }: { blockedIds: string[] }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectUserSearch);
  const state = useBlockingRequest('block', t('settings.blocking.userBlocked'));

  const options = useMemo(
    () =>
      search.items
        .filter((user) => !blockedIds.includes(user._id))
        .map((user) => ({
          value: user._id,
          label: (
            <span className={styles.found}>
              <Avatar src={user.avatar || undefined} size={24} />
              <span className={styles.ellipsis}>
                {user.name}
                {user.username ? ` (@${user.username})` : ''}
              </span>
            </span>
          ),
        })),
    [search.items, blockedIds],
  );

  return (
    <div className={styles.column}>
      <SearchSelect
        placeholder={t('settings.blocking.searchUsers')}
        onSearch={(text) => {
          if (text.trim().length >= MIN_SEARCH) dispatch(searchUsers(text.trim()));
        }}
        onPick={(userId) => dispatch(blockUser(userId))}
        loading={search.requesting || state.requesting}
        disabled={state.requesting}
        options={options}
        data-testid="block-user-search"
      />
      <SaveError error={state.error} testId="block-user-error" />
    </div>
  );
}

function BlockedUser({ user }: { user: Blocking['users'][number] }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const unblocking = useAppSelector(selectUnblocking);
  return (
    <Card small data-testid="blocked-user">
      <div className={styles.user}>
        <Avatar src={user.avatar || undefined} size={32} />
        <div className={styles.names}>
          <span className={styles.ellipsis}>{user.name}</span>
          {user.username && <span className={`${styles.ellipsis} ${styles.secondary}`}>@{user.username}</span>}
        </div>
        <ConfirmButton
          question={t('settings.blocking.unblockConfirm', { name: user.name })}
          ok={t('settings.blocking.unblock')}
          cancel={t('settings.suspend.cancel')}
          onConfirm={() => dispatch(unblockUser(user._id))}
          loading={unblocking.includes(user._id)}
          data-testid="unblock-user"
        >
          {t('settings.blocking.unblock')}
        </ConfirmButton>
      </div>
    </Card>
  );
}

function BlockedUsers({ users }: { users: Blocking['users'] }) {
  const { t } = useTranslation('account');
  const state = useBlockingRequest('unblock', t('settings.blocking.unblocked'));
  const blockedIds = useMemo(() => users.map((user) => user._id), [users]);

  return (
    <div className={styles.column} data-testid="blocked-users">
      <strong>{t('settings.blocking.users')}</strong>
      <span className={styles.secondary}>{t('settings.blocking.usersHelp')}</span>
      <UserSearch blockedIds={blockedIds} />
      <SaveError error={state.error} testId="unblock-error" />
      {users.length === 0 ? (
        <EmptyState text={t('settings.blocking.noUsers')} />
      ) : (
        users.map((user) => <BlockedUser key={user._id} user={user} />)
      )}
    </div>
  );
}

/** Who may not see the performer, on her settings' blocking tab: countries, and viewers picked by a search. */
export function BlockingPanel() {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const blocking = useAppSelector(selectBlocking);
  const load = useAppSelector((state) => selectBlockingRequest(state, 'load'));

  useEffect(() => {
    dispatch(loadBlocking());
  }, [dispatch]);

  if (!blocking) {
    if (load.error) {
      return (
        <Notice
          type="error"
          title={t(load.error, { ns: 'common' })}
          action={<Button onClick={() => dispatch(loadBlocking())}>{t('settings.blocking.retry')}</Button>}
          data-testid="blocking-error"
        />
      );
    }
    return <Spinner />;
  }

  return (
    <div className={styles.panel} data-testid="blocking-panel">
      <BlockedCountries countries={blocking.countries} />
      <BlockedUsers users={blocking.users} />
    </div>
  );
}
