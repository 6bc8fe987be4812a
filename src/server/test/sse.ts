/** Reads server-sent events from a real HTTP connection (inject cannot stream). */
export async function openEventStream(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`stream failed: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      /* aborted */
    }
  })();
  async function waitFor(predicate: (e: { event: string; data: unknown }) => boolean, timeoutMs = 5_000) {
    const started = Date.now();
    for (;;) {
      const found = events.find(predicate);
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  return {
    events,
    waitFor,
    /** Settles when the stream ends: the server closed it, or close() aborted it. */
    ended: pump,
    async close() {
      controller.abort();
      await pump;
    },
  };
}
