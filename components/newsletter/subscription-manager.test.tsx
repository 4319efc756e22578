import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscriptionText } from '@/content/subscription';
import { LOCAL_KEYS } from '@/lib/email/model';
import { createLocalStore } from '@/lib/email/store-local';
import { SubscriptionManager } from './subscription-manager';

// Local-storage mode (no Firebase config in the tests' environment): the real local store over
// jsdom's localStorage. The online path (email link, rules) is tested on the emulators.

const EMAIL = 'ana@tienda.mx';
const titles = { 'kpis-esenciales': 'KPI esenciales para tu PyME' };

function storedSubscribers(): { email: string; active: boolean; preferences: object }[] {
  return JSON.parse(localStorage.getItem(LOCAL_KEYS.subscribers) ?? '[]');
}

beforeAll(() => {
  // jsdom has no modal dialogs: open and close only toggle the attribute here.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => localStorage.clear());

async function lookUp(email = EMAIL) {
  render(<SubscriptionManager titles={titles} />);
  await screen.findByRole('note');
  await userEvent.type(screen.getByLabelText('El correo con el que te suscribiste'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
}

describe('SubscriptionManager in local-storage mode', () => {
  it('says plainly that nothing can be proven here, and refuses an invalid address', async () => {
    render(<SubscriptionManager titles={titles} />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Aquí no podemos comprobar que el correo es tuyo',
    );
    await userEvent.type(screen.getByLabelText('El correo con el que te suscribiste'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Escribe un correo válido');
  });

  it('shows the subscription as stored, in Spanish', async () => {
    await createLocalStore().subscribe(EMAIL, 'newsletter', {
      formLocation: 'article',
      articleSlug: 'kpis-esenciales',
    });
    await lookUp();
    const summary = await screen.findByRole('region', { name: 'Tu suscripción' });
    expect(within(summary).getByText(EMAIL)).toBeInTheDocument();
    expect(within(summary).getByText('Artículo: KPI esenciales para tu PyME')).toBeInTheDocument();
    expect(within(summary).getByText('Activa')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /El boletín/ })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Novedades de nuestros servicios' }),
    ).not.toBeChecked();
  });

  it('saves a preference, unsubscribes and subscribes again, saying each time what happened', async () => {
    await createLocalStore().subscribe(EMAIL);
    await lookUp();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Novedades de nuestros servicios' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await screen.findByText('Listo: guardamos tus preferencias.')).toBeInTheDocument();
    expect(storedSubscribers()[0]?.preferences).toMatchObject({ productUpdates: true });

    await userEvent.click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect(await screen.findByText(subscriptionText.done.unsubscribed)).toBeInTheDocument();
    expect(screen.getByText('Dada de baja')).toBeInTheDocument();
    expect(storedSubscribers()[0]).toMatchObject({ active: false });

    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme de nuevo' }));
    expect(await screen.findByText('Listo: vuelves a recibir el boletín.')).toBeInTheDocument();
    expect(storedSubscribers()[0]).toMatchObject({ active: true });
  });

  it('deletes only after the dialog that says what deleting means', async () => {
    await createLocalStore().subscribe(EMAIL);
    await lookUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar mis datos' }));
    const dialog = screen.getByRole('dialog', { name: '¿Borrar tus datos?' });
    expect(dialog).toHaveTextContent('Esto no se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(storedSubscribers()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Borrar mis datos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, borrar mis datos' }));
    expect(await screen.findByText(/Borramos tus datos/)).toBeInTheDocument();
    expect(storedSubscribers()).toHaveLength(0);
  });

  it('offers to subscribe an address it does not know', async () => {
    await lookUp('nuevo@tienda.mx');
    expect(
      await screen.findByText('No encontramos una suscripción para nuevo@tienda.mx.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme al boletín' }));
    expect(await screen.findByText('Listo: te suscribiste al boletín.')).toBeInTheDocument();
    expect(storedSubscribers()[0]).toMatchObject({ email: 'nuevo@tienda.mx', active: true });
  });

  it('downloads the data as JSON with Spanish keys', async () => {
    await createLocalStore().subscribe(EMAIL);
    await lookUp();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:mis-datos';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(
      await screen.findByRole('button', { name: 'Descargar mis datos (JSON)' }),
    );
    click.mockRestore();
    expect(blobs).toHaveLength(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    const data = JSON.parse(text);
    expect(data).toMatchObject({ Correo: EMAIL, Estado: 'Activa' });
    expect(screen.getByText('Descargamos tus datos en un archivo JSON.')).toBeInTheDocument();
  });

  it('changes nothing and says so when the browser refuses to store', async () => {
    await createLocalStore().subscribe(EMAIL);
    await lookUp();
    const before = localStorage.getItem(LOCAL_KEYS.subscribers);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('bloqueado', 'QuotaExceededError');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Darme de baja' }));
    setItem.mockRestore();
    expect(await screen.findByText(/no se hizo ningún cambio/)).toBeInTheDocument();
    expect(screen.getByText('Activa')).toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_KEYS.subscribers)).toBe(before);
  });
});
