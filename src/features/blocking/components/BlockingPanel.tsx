/**
 * Who cannot see the performer: visitors from blocked countries (the list replaces
 * the old one on save) and blocked users. A user is blocked by picking them from a
 * search by name or username (GET /users/search, from 2 characters), and can be
 * unblocked here.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Avatar, Button, Card, Empty, Flex, Form, Popconfirm, Select, Skeleton, Typography } from 'antd';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '@/features/ui/components/Icon';
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
import { SaveError } from '@/features/ui/components/SaveError';
import { SaveFooter } from '@/features/ui/components/SaveFooter';

function BlockedCountries({ countries }: { countries: string[] }) {
  const { t, i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<{ countries: string[] }>();
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
    <Form
      form={form}
      layout="vertical"
      initialValues={{ countries }}
      onFinish={(values) => dispatch(saveBlockedCountries(values.countries ?? []))}
      data-testid="blocked-countries-form"
    >
      <Form.Item name="countries" label={t('settings.blocking.countries')} extra={t('settings.blocking.countriesHelp')}>
        <Select
          mode="multiple"
          allowClear
          maxCount={250}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('settings.blocking.countriesPlaceholder')}
          loading={list.requesting}
          options={options}
          data-testid="blocked-countries"
        />
      </Form.Item>
      <SaveFooter request={state} name="blocked-countries" />
    </Form>
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
            <Flex align="center" gap={8}>
              <Avatar size="small" src={user.avatar || undefined} icon={<Icon icon={UserOutlined} />} alt={user.name} />
              <Typography.Text ellipsis>
                {user.name}
                {user.username ? ` (@${user.username})` : ''}
              </Typography.Text>
            </Flex>
          ),
        })),
    [search.items, blockedIds],
  );

  return (
    <Flex vertical gap={8}>
      <Select<string>
        showSearch
        filterOption={false}
        value={null}
        placeholder={t('settings.blocking.searchUsers')}
        onSearch={(text) => {
          if (text.trim().length >= MIN_SEARCH) dispatch(searchUsers(text.trim()));
        }}
        onSelect={(userId: string) => dispatch(blockUser(userId))}
        loading={search.requesting || state.requesting}
        disabled={state.requesting}
        options={options}
        notFoundContent={null}
        style={{ width: '100%' }}
        data-testid="block-user-search"
      />
      <SaveError error={state.error} testId="block-user-error" />
    </Flex>
  );
}

function BlockedUsers({ users }: { users: Blocking['users'] }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const unblocking = useAppSelector(selectUnblocking);
  const state = useBlockingRequest('unblock', t('settings.blocking.unblocked'));
  const blockedIds = useMemo(() => users.map((user) => user._id), [users]);

  return (
    <Flex vertical gap={8} data-testid="blocked-users">
      <Typography.Text strong>{t('settings.blocking.users')}</Typography.Text>
      <Typography.Text type="secondary">{t('settings.blocking.usersHelp')}</Typography.Text>
      <UserSearch blockedIds={blockedIds} />
      <SaveError error={state.error} testId="unblock-error" />
      {users.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('settings.blocking.noUsers')} />
      ) : (
        users.map((user) => (
          <Card key={user._id} size="small" data-testid="blocked-user">
            <Flex align="center" gap={12}>
              <Avatar src={user.avatar || undefined} icon={<Icon icon={UserOutlined} />} alt={user.name} />
              <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text ellipsis>{user.name}</Typography.Text>
                {user.username && (
                  <Typography.Text type="secondary" ellipsis>
                    @{user.username}
                  </Typography.Text>
                )}
              </Flex>
              <Popconfirm
                title={t('settings.blocking.unblockConfirm', { name: user.name })}
                okText={t('settings.blocking.unblock')}
                cancelText={t('settings.suspend.cancel')}
                onConfirm={() => dispatch(unblockUser(user._id))}
              >
                <Button loading={unblocking.includes(user._id)} data-testid="unblock-user">
                  {t('settings.blocking.unblock')}
                </Button>
              </Popconfirm>
            </Flex>
          </Card>
        ))
      )}
    </Flex>
  );
}

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
        <Alert
          type="error"
          showIcon
          title={t(load.error, { ns: 'common' })}
          action={<Button onClick={() => dispatch(loadBlocking())}>{t('settings.blocking.retry')}</Button>}
          data-testid="blocking-error"
        />
      );
    }
    return <Skeleton active paragraph={{ rows: 4 }} />;
  }

  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }} data-testid="blocking-panel">
      <BlockedCountries countries={blocking.countries} />
      <BlockedUsers users={blocking.users} />
    </Flex>
  );
}
