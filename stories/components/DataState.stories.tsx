import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import en from '../../locales/en.json';
import zhCn from '../../locales/zh-cn.json';
import zhTw from '../../locales/zh-tw.json';
import { DataState, type DataStateProps } from '../../src/components/DataState';

/** Every state of a data screen: never a blank page (SPEC §2 loader, no-content page, not-found page). */
const meta = preview.meta({
  title: 'Components/DataState',
  component: DataState,
});

const onRetry = fn();

function Shown(props: Partial<Omit<DataStateProps, 'children' | 'onRetry'>>) {
  return (
    <DataState status="ready" {...props} onRetry={onRetry}>
      {() => <p>The story itself.</p>}
    </DataState>
  );
}

export const Loading = meta.story({
  render: () => <Shown status="loading" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(en['loader.loading']);
    await expect(canvas.queryByText('The story itself.')).toBeNull();
  },
});

/** A list on its way: cards, in a region marked busy, still saying "Loading…" to screen readers. */
export const LoadingCards = meta.story({
  render: () => <Shown status="loading" skeleton="cards" />,
  play: async ({ canvas, canvasElement }) => {
    const region = canvasElement.querySelector('[aria-busy="true"]');
    await expect(region).toHaveAttribute('data-skeleton', 'cards');
    await expect(canvas.getByRole('status')).toHaveTextContent(en['loader.loading']);
    await expect(canvas.queryByText('The story itself.')).toBeNull();
  },
});

/** A story on its way: a headline and lines. */
export const LoadingStory = meta.story({
  render: () => <Shown status="loading" skeleton="story" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveAttribute('data-skeleton', 'story');
    await expect(canvas.getByRole('status')).toHaveTextContent(en['loader.loading']);
  },
});

export const Idle = meta.story({
  render: () => <Shown status="idle" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
});

export const Ready = meta.story({
  render: () => <Shown />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The story itself.')).toBeVisible();
  },
});

export const ServerError = meta.story({
  render: () => <Shown status="error" />,
  play: async ({ canvas, userEvent }) => {
    onRetry.mockClear();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(en['dataState.error.title']);
    await expect(alert).toHaveTextContent(en['error.requestFailed']);
    await userEvent.click(canvas.getByRole('button', { name: en['dataState.retry'] }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
});

export const Offline = meta.story({
  render: () => <Shown status="error" offline />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en['error.offline']);
    await expect(canvas.getByRole('button', { name: en['dataState.retry'] })).toBeVisible();
  },
});

export const NotFound = meta.story({
  render: () => <Shown status="error" notFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en['notFound.title'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['notFound.home'] })).toHaveAttribute('href', '/en/');
    // Retrying cannot make a missing page appear.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const Empty = meta.story({
  render: () => <Shown empty />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: en['dataState.empty.title'] })).toBeVisible();
    await expect(canvas.getByText(en['dataState.empty.text'])).toBeVisible();
    await expect(canvas.queryByText('The story itself.')).toBeNull();
  },
});

function Recovering() {
  const [status, setStatus] = useState<DataStateProps['status']>('error');
  return (
    <DataState status={status} onRetry={() => setStatus('ready')}>
      {() => <p>The story itself.</p>}
    </DataState>
  );
}

export const RetryRecovers = meta.story({
  render: () => <Recovering />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en['dataState.retry'] }));
    await expect(await canvas.findByText('The story itself.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const ZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  render: () => <Shown status="error" offline />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(zhCn['error.offline']);
    await expect(canvas.getByRole('button', { name: zhCn['dataState.retry'] })).toBeVisible();
  },
});

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  render: () => <Shown empty />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: zhTw['dataState.empty.title'] })).toBeVisible();
  },
});
