import type { RenderedPage } from '@clinic/shared';

/** A page as the renderer answers it: empty, with what the test is about given. */
export const renderedPage = (page: Partial<RenderedPage> = {}): RenderedPage => ({
  html: '',
  styleTags: '',
  title: '',
  description: null,
  leftToBrowser: [],
  sections: [],
  ...page,
});
