import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { isNewPromotion } from '../../domain/promotion-status';
import { fetchPromotionDetail } from '../api/promotions';
import { merchantSession } from '../session/merchant-session';
import { draftFromDetail, editorState, newDraft, type EditorDraft } from './draft-store';

/**
 * The draft of the promotion named by the route's `{id}` ('new' or a number): kept while moving
 * between the steps of the same promotion, else started afresh (new) or loaded (edit).
 */
export function usePromotionDraft(): { id: string; draft: EditorDraft | null; failed: boolean } {
  const { id = 'new' } = useParams();
  const { draft, key } = useSnapshot(editorState);
  const { selectedDist, dists } = useSnapshot(merchantSession);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (key === id && editorState.draft) return;
    if (isNewPromotion({ PromotionId: id })) {
      editorState.draft = newDraft(new Date(), selectedDist ?? dists[0]?.SaleUnit ?? '');
      editorState.key = id;
      return;
    }
    let live = true;
    editorState.draft = null;
    void fetchPromotionDetail(Number(id)).then((r) => {
      if (!live) return;
      if (r.ok && r.data) {
        editorState.draft = draftFromDetail(r.data);
        editorState.key = id;
      } else setFailed(true);
    });
    return () => { live = false; };
  }, [id, key, selectedDist, dists]);
  return { id, draft: key === id ? (draft as EditorDraft | null) : null, failed };
}
