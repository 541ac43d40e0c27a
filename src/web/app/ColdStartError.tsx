import type { i18n as I18n } from 'i18next';

/**
 * Nothing to show without a tenant configuration: say so plainly, in the visitor's language, with
 * a retry. Plain inline styles: no theme exists yet.
 */
export default function ColdStartError({ i18n, reason }: { i18n: I18n; reason: string }) {
  const t = i18n.t.bind(i18n);
  return (
    <main
      role="alert"
      data-testid="cold-start-error"
      style={{ fontFamily: '"Sarabun", "Noto Sans Thai", "Loma", system-ui, sans-serif', maxWidth: 480, margin: '15vh auto', padding: 24, textAlign: 'center', color: '#1f2933' }}
    >
      <h1 style={{ fontSize: 24, marginBottom: 8 }}>{t('common:shell.coldStartTitle', { defaultValue: 'ไม่สามารถเปิดร้านค้าได้ในขณะนี้ / The shop cannot open right now' })}</h1>
      <p style={{ color: '#5f6b7a' }}>{t('common:shell.coldStartText', { defaultValue: 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาลองใหม่อีกครั้ง / The server could not be reached. Please try again.' })}</p>
      <p style={{ color: '#9aa5b1', fontSize: 12 }}>{reason}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{ marginTop: 16, padding: '10px 24px', border: 0, borderRadius: 8, background: '#f57c00', color: '#fff', fontSize: 16, cursor: 'pointer' }}
      >
        {t('common:shell.retry', { defaultValue: 'ลองใหม่ / Try again' })}
      </button>
    </main>
  );
}
