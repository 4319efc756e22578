import { afterPageSettles } from './page-settled';

describe('afterPageSettles', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the load event, then for the browser to be idle', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const callback = jest.fn();
    afterPageSettles(callback);
    jest.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(200);
    expect(callback).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('runs on a loaded page, and not at all once cancelled', () => {
    const callback = jest.fn();
    const cancel = afterPageSettles(callback);
    cancel();
    jest.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
    afterPageSettles(callback);
    jest.advanceTimersByTime(200);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
