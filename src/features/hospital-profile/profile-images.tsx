/** Stored image paths of the profile (logo, environment, licences, honors) shown with previews. */
import { Image } from 'antd';
import type { ImageEntry } from '@generated/main/model';
import { toImageUrl } from '@/lib/media/image-path.ts';

export function ProfileImages({ images, alt, size = 72 }: { images: readonly ImageEntry[]; alt: string; size?: number }) {
  return (
    <Image.PreviewGroup>
      {images.map((image, i) => (
        <Image
          key={`${image.url}-${i}`}
          src={toImageUrl(image.url)}
          alt={`${alt} ${i + 1}`}
          width={size}
          height={size}
          style={{ objectFit: 'cover', marginRight: 8 }}
        />
      ))}
    </Image.PreviewGroup>
  );
}
