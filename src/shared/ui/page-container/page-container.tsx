/**
 * The frame of every page inside the layout: the route's title (from the registry's route and
 * the `routes` texts) as the page's one level-1 heading, a breadcrumb of the routes it sits
 * under, an action slot on the right, then the content.
 *
 *   <PageContainer extra={<Button>…</Button>}>…</PageContainer>
 *
 * The route comes from the address; `route` names it where the address is not a registry route
 * (a story, a test). `title` replaces the heading's text (a detail page naming its row).
 */
import { Breadcrumb, Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { routeTitles } from '@/lib/routing/route-texts.ts';
import { type RouteName, routeAncestors, routeTitleKey } from '@/lib/routing/routes.ts';
import { useCurrentRoute } from '@/lib/routing/use-current-route.ts';

export interface PageContainerProps {
  children: ReactNode;
  /** Buttons and links of the page, right of the title. */
  extra?: ReactNode;
  /** The heading's text; the route's title by default. */
  title?: ReactNode;
  /** The route shown; the current address's route by default. */
  route?: RouteName;
  /** Limits the content's width (forms, settings). */
  maxWidth?: CSSProperties['maxWidth'];
}

export function PageContainer({ children, extra, title, route, maxWidth }: PageContainerProps) {
  const t = useT(routeTitles);
  const titleOf = (name: RouteName) => t(routeTitleKey(name));
  const current = useCurrentRoute();
  const name = route ?? current?.name;
  const ancestors = name ? routeAncestors(name) : [];
  return (
    <div style={{ padding: 24, maxWidth, marginInline: maxWidth ? 'auto' : undefined, boxSizing: 'content-box' }}>
      {ancestors.length > 0 && name && (
        <nav aria-label={t('common.breadcrumb')}>
          <Breadcrumb
            items={[
              // Section roots only redirect (or have no page), so the trail is text: where you are, not a menu.
              ...ancestors.map((ancestor) => ({ key: ancestor, title: titleOf(ancestor) })),
              { key: name, title: titleOf(name) },
            ]}
          />
        </nav>
      )}
      <Flex justify="space-between" align="center" gap={16} wrap style={{ margin: '8px 0 16px' }}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {title ?? (name ? titleOf(name) : '')}
        </Typography.Title>
        {extra && (
          <Flex gap={8} wrap>
            {extra}
          </Flex>
        )}
      </Flex>
      {children}
    </div>
  );
}
