/** @jsxImportSource theme-ui */
import type { ThemeUIStyleObject } from 'theme-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReleaseNotes } from '../../api/release-notes';
import { ContentBody } from '../../buyer/content/ContentBody';
import { localized } from '../../layouts/shared/MenuLink';

export const PAGE: ThemeUIStyleObject = { maxWidth: 900, mx: 'auto', p: [3, 4], fontFamily: 'body', color: 'text' };

/** `/release/notes`: the product's changes from CHANGELOG.md (served by the API, sanitised), newest first. */
export default function ReleaseNotesScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { data, isPending } = useReleaseNotes();
  return (
    <main sx={PAGE} data-testid="release-notes">
      <div sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 2 }}>
        <h1 sx={{ fontSize: [4, 5], m: 0 }}>{t('buyer:release.title')}</h1>
        <Link to={localized('/release/notes/api', locale)} sx={{ color: 'primary' }}>{t('buyer:release.api')}</Link>
      </div>
      {isPending ? <p>…</p> : !data?.Releases.length ? <p>{t('buyer:release.none')}</p> : (
        <>
          {data.Intro && <div sx={{ color: 'textMuted' }}><ContentBody format="html" text={data.Intro} /></div>}
          {data.Releases.map((r) => (
            <section key={r.Title} data-testid="release" sx={{ mt: 4, bg: 'background', borderRadius: 'default', boxShadow: 'card', p: [3, 4] }}>
              <h2 sx={{ fontSize: 4, mt: 0 }}>{r.Title}</h2>
              <ContentBody format="html" text={r.Html} />
            </section>
          ))}
        </>
      )}
    </main>
  );
}
