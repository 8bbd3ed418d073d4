/**
 * Files in the private bucket (contracts, licences, certificates) are shown through short-lived
 * signed URLs: one file through convertPrivateUrl when it is opened, a set of images through one
 * batch/v2 call. Only http(s) URLs are used; anything else the platform might answer is not
 * rendered.
 *
 *   <PrivateFileLink path={contract.fileUrl} name={contract.fileName} />
 *   <PrivateImages paths={licence.images} />
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Image } from 'antd';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useState } from 'react';
import { getConvertPrivateUrlQueryOptions, useBatchConvertPrivateUrl } from '@generated/main/common/common';
import { useT } from '@/lib/i18n/use-t.ts';
import { LoadFailed, LoadingBlock } from '../query-boundary/query-boundary.tsx';
import { privateFileTexts } from './private-file-texts.ts';

/** A signed URL is only used when it is a web address. */
export function isSignedWebUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url.trim());
}

/** Opens a private file in a new tab, signing it when clicked (a signature expires, so never earlier). */
export function PrivateFileLink({ path, name }: { path: string; name?: string }) {
  const t = useT(privateFileTexts);
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(false);
  const label = name ?? path.split('/').at(-1) ?? path;
  const open = async () => {
    setOpening(true);
    try {
      const answer = await queryClient.fetchQuery({ ...getConvertPrivateUrlQueryOptions({ url: path }), staleTime: 0 });
      const signed = answer.data.signedUrl;
      if (isSignedWebUrl(signed)) window.open(signed, '_blank', 'noopener,noreferrer');
      else feedback.message.error(t('privateFile.unavailable'));
    } catch {
      // The transport showed why.
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button
      type="link"
      icon={<PaperClipOutlined />}
      loading={opening}
      onClick={() => void open()}
      aria-label={t('privateFile.open', { name: label })}
    >
      {label}
    </Button>
  );
}

/** Private images with previews, signed together in one call. */
export function PrivateImages({ paths, size = 96 }: { paths: string[]; size?: number }) {
  const t = useT(privateFileTexts);
  const urls = paths.filter((path) => path.trim() !== '');
  const signed = useBatchConvertPrivateUrl({ urls }, { query: { enabled: urls.length > 0, select: (answer) => answer.data } });
  if (urls.length === 0) return null;
  if (signed.isPending) return <LoadingBlock rows={1} />;
  if (signed.isError) return <LoadFailed onRetry={signed.refetch} retrying={signed.isFetching} />;
  const byPath = new Map(signed.data.map((entry) => [entry.url, entry.signedUrl]));
  return (
    <Image.PreviewGroup>
      <Flex gap={8} wrap>
        {urls.map((path) => {
          const url = byPath.get(path);
          const name = path.split('/').at(-1) ?? path;
          return isSignedWebUrl(url) ? (
            <Image key={path} src={url} alt={name} width={size} height={size} style={{ objectFit: 'cover' }} />
          ) : (
            <span
              key={path}
              role="img"
              aria-label={t('privateFile.unavailable')}
              style={{ width: size, height: size, display: 'grid', placeItems: 'center' }}
            >
              {t('privateFile.unavailable')}
            </span>
          );
        })}
      </Flex>
    </Image.PreviewGroup>
  );
}
