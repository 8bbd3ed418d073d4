/**
 * The map beside the address of /hospital/hospitalEdit, as far as the client can offer it: the
 * platform's Baidu key (`getBaiduMapKey`) says the map service is configured, but Baidu's
 * JavaScript map is not loaded (the CSP runs scripts only from the app; src/lib/maps). Instead an
 * inline note says so and links the address (or the position, when longitude and latitude are
 * filled) to Baidu Maps. It never blocks the form: the address fields work with or without it.
 */
import { Alert, Form, Typography } from 'antd';
import { useGetAllAreasTreeView, useGetBaiduMapKey } from '@generated/main/common/common';
import type { AreaTreeNode } from '@generated/main/model';
import { useT } from '@/lib/i18n/use-t.ts';
import { baiduMapLink } from '@/lib/maps/baidu-map-link.ts';
import { hospitalProfileTexts } from './hospital-profile-texts.ts';

/** The names along the chosen region's ids (province, city, district). */
export function regionNames(tree: readonly AreaTreeNode[] | undefined, ids: readonly number[] | undefined): string[] {
  const names: string[] = [];
  let level = tree;
  for (const id of ids ?? []) {
    const node = level?.find((area) => area.id === id);
    if (!node) break;
    names.push(node.name);
    level = node.children;
  }
  return names;
}

export function AddressMapNote() {
  const t = useT(hospitalProfileTexts);
  const form = Form.useFormInstance();
  const region = Form.useWatch<number[] | undefined>('region', form);
  const address = Form.useWatch<string | undefined>('address', form);
  const longitude = Form.useWatch<number | null | undefined>('longitude', form);
  const latitude = Form.useWatch<number | null | undefined>('latitude', form);
  const title = Form.useWatch<string | undefined>('brandName', form);
  // The key only tells whether the platform offers the map; a failure is said here, not toasted.
  const key = useGetBaiduMapKey({
    query: { select: (answer) => answer.data.ak, staleTime: Infinity, retry: false },
    request: { silent: true },
  });
  const areas = useGetAllAreasTreeView({ query: { select: (answer) => answer.data, staleTime: Infinity } });
  if (key.isPending) return null;
  const link = baiduMapLink({
    address: [...regionNames(areas.data, region), address?.trim() ?? ''].filter(Boolean).join(' '),
    longitude,
    latitude,
    title,
  });
  return (
    <Alert
      type="info"
      showIcon
      role="note"
      title={t(key.isError ? 'hospitalProfile.mapUnavailable' : 'hospitalProfile.mapNotEmbedded')}
      description={
        link ? (
          <Typography.Link href={link} target="_blank" rel="noopener noreferrer">
            {t('hospitalProfile.mapOpen')}
          </Typography.Link>
        ) : (
          t('hospitalProfile.mapNeedsAddress')
        )
      }
    />
  );
}
