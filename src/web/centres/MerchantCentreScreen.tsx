/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../engine';
import { merchantSession } from '../session/merchant-session';
import type { Dist, Position } from '../session/types';
import { Icon } from '../widgets/Icon';
import { CentreList } from './CentreList';
import { pickerStore } from './picker-store';
import { requestPosition } from './position';
import { chooseCentre } from './switch-centre';

/** `/merchant/profile/dc`: the merchant's Distribution Center selection as a page. */
export default function MerchantCentreScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const { selectedDist, dists } = useSnapshot(merchantSession);
  const { busy } = useSnapshot(pickerStore);
  const [position, setPosition] = useState<Position | null>(null);
  useEffect(() => {
    let live = true;
    void requestPosition().then((p) => live && setPosition(p));
    return () => {
      live = false;
    };
  }, []);
  const current = (dists as Dist[]).find((d) => d.SaleUnit === selectedDist);
  return (
    <section sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'card', p: [3, 4], maxWidth: 720, mx: 'auto' }}>
      <div sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <span sx={{ color: 'primaryText', display: 'flex' }}>
          <Icon name="store" size={28} />
        </span>
        <div>
          <h1 sx={{ fontSize: [3, 4], m: 0 }}>{t('common:menu.switchDistributionCenter')}</h1>
          {current && <p sx={{ m: 0, fontSize: 1, color: 'textMuted' }}>{t('buyer:centres.currentIs', { name: current.DIST_NAME ?? current.SaleUnit })}</p>}
        </div>
      </div>
      <CentreList area="merchant" position={position} onChoose={(d) => void chooseCentre('merchant', d)} busy={busy} />
    </section>
  );
}
