import { screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { PageContainer } from './page-container.tsx';

describe('PageContainer', () => {
  it('shows the route’s title as the one level-1 heading, the breadcrumb and the actions', () => {
    setLocale('en-US');
    renderAtRoute(
      <PageContainer extra={<Button>New</Button>}>
        <p>content</p>
      </PageContainer>,
      '/activity/platform/platDetail?id=3',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Platform activity detail');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('Activities')).toBeInTheDocument();
    expect(within(trail).getByText('Platform activities')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New' })).toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('follows the language and has no breadcrumb on a top-level route', () => {
    setLocale('zh-CN');
    renderAtRoute(<PageContainer>x</PageContainer>, '/setting');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('设置');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    setLocale('en-US');
  });

  it('names a route the address does not, and takes a title of its own', () => {
    renderAtRoute(
      <PageContainer route="customer" title="Li Na">
        x
      </PageContainer>,
      '/iframe.html',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Li Na');
  });
});
