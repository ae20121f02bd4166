// Start-up of the API reference at /api/docs (decision 0075): a file, not an inline script, for our CSP.
const reference = document.getElementById('reference');
// RapiDoc hides its navigation below 768 px: a phone gets every operation in one scrolling page instead.
const phone = window.matchMedia('(max-width: 767px)').matches;
reference.setAttribute('render-style', phone ? 'read' : 'focused');
reference.addEventListener('spec-loaded', () => document.body.classList.add('ui'), { once: true });

// RapiDoc 9.3 takes a media type's `example` object for a map of named examples and throws on a
// null field (next_cursor: null): it gets the same example in the `examples` form, which it reads.
const named = (content) => {
  for (const media of Object.values(content ?? {})) {
    if (!('example' in media)) continue;
    media.examples = { Example: { value: media.example } };
    delete media.example;
  }
};
fetch('/api/openapi.json')
  .then((res) => res.json())
  .then((doc) => {
    for (const methods of Object.values(doc.paths)) {
      for (const op of Object.values(methods)) {
        named(op.requestBody?.content);
        for (const res of Object.values(op.responses)) named(res.content);
      }
    }
    for (const res of Object.values(doc.components?.responses ?? {})) named(res.content);
    reference.loadSpec(doc);
  });
