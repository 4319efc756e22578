import { measure } from './measure';

describe('measure', () => {
  afterEach(() => {
    delete window.gtag;
  });

  it('does nothing before analytics is on: the catalogue is never asked for', async () => {
    const send = jest.fn();
    measure(send);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(send).not.toHaveBeenCalled();
  });

  it("hands the catalogue to the caller once the tag's function exists, and the event reaches it", async () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    await new Promise<void>((resolve) =>
      measure((events) => {
        events.trackShare('copy_link', 'un-articulo');
        resolve();
      }),
    );
    expect(gtag).toHaveBeenCalledWith(
      'event',
      'share',
      expect.objectContaining({ method: 'copy_link', item_id: 'un-articulo' }),
    );
  });
});
