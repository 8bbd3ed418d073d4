/**
 * Stored image paths of the profile (logo, environment, licences, honors) shown with previews.
 * A path only becomes an address once the image host is configured (`toImageUrl`); until then
 * (the sandbox has no image host) each shows as its file name instead of a broken image.
 */
import { Image, Tag } from 'antd';
import type { ImageEntry } from '@generated/main/model';
import { toImageUrl } from '@/lib/media/image-path.ts';

const ADDRESSABLE = /^(https?:|blob:|data:)/i;

export function ProfileImages({ images, alt, size = 72 }: { images: readonly ImageEntry[]; alt: string; size?: number }) {
  const urls = images.map((image) => toImageUrl(image.url));
  if (!urls.every((url) => ADDRESSABLE.test(url))) {
    return (
      <>
        {images.map((image, i) => (
          <Tag key={`${image.url}-${i}`} title={`${alt} ${i + 1}`}>
            {image.url.split('/').at(-1)}
          </Tag>
        ))}
      </>
    );
  }
  return (
    <Image.PreviewGroup>
      {urls.map((url, i) => (
        <Image
          key={`${url}-${i}`}
          src={url}
          alt={`${alt} ${i + 1}`}
          width={size}
          height={size}
          style={{ objectFit: 'cover', marginRight: 8 }}
        />
      ))}
    </Image.PreviewGroup>
  );
}
