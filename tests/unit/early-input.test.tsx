/**
 * A form rendered on the server keeps what the visitor typed (or the browser filled in)
 * before the scripts ran: hydration leaves it on the page, and the form takes it over.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Form, Input } from 'antd';
import { useEarlyInput } from '@/lib/early-input';

const FIELDS = ['username', 'password'] as const;
const NONE: readonly string[] = [];
let submitted: unknown = null;

function LoginLike({ early }: { early: boolean }) {
  const [form] = Form.useForm();
  useEarlyInput(form, early ? FIELDS : NONE);
  return (
    <Form form={form} onFinish={(values) => (submitted = values)}>
      <Form.Item name="username">
        <Input />
      </Form.Item>
      <Form.Item name="password">
        <Input.Password />
      </Form.Item>
      <button type="submit">go</button>
    </Form>
  );
}

async function typeBeforeHydration(early: boolean) {
  submitted = null;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LoginLike early={early} />);
  document.body.appendChild(container);
  (container.querySelector('#username') as HTMLInputElement).value = 'ann@example.test';
  await act(async () => void hydrateRoot(container, <LoginLike early={early} />));
  await act(async () => (container.querySelector('button') as HTMLButtonElement).click());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  container.remove();
  return submitted as { username?: string } | null;
}

it('takes over a value typed before the form was hydrated', async () => {
  expect((await typeBeforeHydration(true))?.username).toBe('ann@example.test');
});

it('would lose it otherwise', async () => {
  expect((await typeBeforeHydration(false))?.username).toBeUndefined();
});
