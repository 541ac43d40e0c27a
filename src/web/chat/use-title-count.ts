import { useEffect } from 'react';
import { titleWithCount } from '../../domain/chat';
import type { ApiArea } from '../api/http';
import { liveStream } from './live';

/**
 * While the tab is hidden, every message from the other side puts a count in front of the page
 * title ("(2) Chat"); it goes away when the tab is shown again.
 */
export function useTitleCount(area: ApiArea, mySide: 'customer' | 'staff'): void {
  useEffect(() => {
    let count = 0;
    const reset = () => {
      if (document.visibilityState !== 'visible') return;
      count = 0;
      document.title = titleWithCount(document.title, 0);
    };
    const off = liveStream(area).subscribe((e) => {
      if (e.type !== 'message' || e.message.Side === mySide || document.visibilityState === 'visible') return;
      count += 1;
      document.title = titleWithCount(document.title, count);
    });
    document.addEventListener('visibilitychange', reset);
    return () => {
      off();
      document.removeEventListener('visibilitychange', reset);
      document.title = titleWithCount(document.title, 0);
    };
  }, [area, mySide]);
}
