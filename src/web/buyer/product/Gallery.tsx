/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { responsiveImage } from '../../widgets/responsive-image';
import { ProductImage } from '../shared/ProductImage';

/** The product's pictures: a large one and thumbnails to choose from. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div data-testid="gallery">
      <div sx={{ border: '1px solid', borderColor: 'border', borderRadius: 'default', p: 2, bg: 'background' }}>
        <ProductImage src={current} alt={name} size={480} priority sizes="(max-width: 768px) 92vw, 480px" />
      </div>
      {images.length > 1 && (
        <div sx={{ display: 'flex', gap: 2, mt: 2, overflowX: 'auto' }}>
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              aria-label={t('buyer:product.picture', { n: i + 1 })}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
              sx={{ width: 64, flexShrink: 0, p: 1, bg: 'background', border: '2px solid', borderColor: i === index ? 'primary' : 'border', borderRadius: 'small', cursor: 'pointer' }}
            >
              <img {...responsiveImage(src, '56px', 240)} alt="" width={56} height={56} loading="lazy" sx={{ display: 'block', width: 56, height: 56, objectFit: 'contain' }} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
