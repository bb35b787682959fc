// Lists the events the widgets fire, the way a partner's analytics would listen to them.
// They bubble out of the widget, so one listener on the document hears all of them.
for (const type of ['kitebook:ready', 'kitebook:booked', 'kitebook:error']) {
  document.addEventListener(type, (event) => {
    const log = document.getElementById('widget-events');
    if (!log) return;
    const item = document.createElement('li');
    const widget = event.target instanceof Element ? event.target.getAttribute('name') : null;
    item.textContent = `${type} (${widget ?? 'widget'}) ${JSON.stringify(event.detail)}`;
    log.append(item);
  });
}
