/**
 * An identity document: a picture is shown in place; a PDF opens in the browser's own
 * viewer in a new tab (a click, so no pop-up blocker stops it). Both can be downloaded.
 */
import { useTranslation } from 'next-i18next/pages';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import FilePdfOutlined from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import { buttonClasses, ButtonLink } from '@/features/ui/components/Button';
import { Dialog } from '@/features/ui/components/Dialog';
import { Icon } from '@/features/ui/components/Icon';
import { Outcome } from '@/features/ui/components/Outcome';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeIdentityDocument, selectDocumentPreview } from '../slice';

export function DocumentPreviewModal() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const preview = useAppSelector(selectDocumentPreview);
  return (
    <Dialog
      open={Boolean(preview)}
      title={preview?.title}
      wide
      onCancel={() => preview && dispatch(closeIdentityDocument(preview.url))}
      footer={
        preview && (
          <>
            <ButtonLink icon={<Icon icon={ExportOutlined} />} href={preview.url} target="_blank" rel="noopener">
              {t('admin.verifications.openInTab')}
            </ButtonLink>
            {/* A download of the document's bytes, not a page: a plain link in a button's look. */}
            <a
              className={buttonClasses({ type: 'primary' })}
              href={preview.url}
              download={preview.filename}
              data-testid="verification-document-download"
            >
              <Icon icon={DownloadOutlined} />
              <span>{t('admin.verifications.download')}</span>
            </a>
          </>
        )
      }
    >
      {preview &&
        (preview.type === 'application/pdf' ? (
          <Outcome status="info" icon={<Icon icon={FilePdfOutlined} />} title={preview.filename} data-testid="verification-document-pdf" />
        ) : (
          // An object URL of the document's bytes: next/image cannot optimise it.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={preview.url}
            alt={preview.title}
            style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' }}
            data-testid="verification-document-image"
          />
        ))}
    </Dialog>
  );
}
