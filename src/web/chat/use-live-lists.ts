import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshChat } from '../api/chat';
import type { ApiArea } from '../api/http';
import { liveStream } from './live';

/** Conversation lists follow the live stream: any chat event refreshes them. */
export function useLiveLists(area: ApiArea, token: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const s = liveStream(area);
    const off = s.subscribe((e) => {
      if (e.type !== 'connection') void refreshChat(client);
    });
    s.ensure();
    return off;
  }, [area, client, token]);
}
