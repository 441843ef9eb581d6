/**
 * A message's content in the thread: its text, or what it carries besides: a picture,
 * shown small in the thread and large in a dialog on a click; another file, with its name,
 * size and a download link; or a direct payment to the performer, with its amount. File
 * addresses are signed for the reader and valid for a short while (a thread opened again
 * gets new ones).
 */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { Dialog } from '@/features/ui/components/Dialog';
import { Icon } from '@/features/ui/components/Icon';
import { useFormat } from '@/lib/format';
import type { Message, MessageFile } from '@/shared/schemas/messaging';
import styles from './Messages.module.css';

function MessagePicture({ file }: { file: MessageFile }) {
  const { t } = useTranslation('live');
  const [large, setLarge] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.pictureButton}
        onClick={() => setLarge(true)}
        aria-label={t('messages.openPicture', { name: file.name })}
      >
        {/* A private file at a signed address: next/image would fetch and cache it on the server. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={file.url} alt={file.name} className={styles.picture} loading="lazy" data-testid="message-picture" />
      </button>
      <Dialog open={large} title={file.name} footer={null} wide onCancel={() => setLarge(false)}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={file.url} alt={file.name} className={styles.pictureLarge} data-testid="message-picture-large" />
      </Dialog>
    </>
  );
}

function MessageDownload({ file }: { file: MessageFile }) {
  const { t } = useTranslation('live');
  const format = useFormat();
  return (
    <a href={file.url} className={styles.download} download={file.name} title={t('messages.download')} data-testid="message-download">
      <Icon icon={DownloadOutlined} />
      <span className={styles.downloadName}>{file.name}</span>
      <span className={styles.downloadSize}>{format.fileSize(file.size)}</span>
    </a>
  );
}

/** The message's content: its attachment or payment, or its text alone. */
export function MessageContent({ message, text }: { message: Message; text: string }) {
  const { t } = useTranslation('live');
  const format = useFormat();
  if (message.type === 'file' && message.file && !message.isDeleted) {
    return message.file.kind === 'image' ? <MessagePicture file={message.file} /> : <MessageDownload file={message.file} />;
  }
  if (message.type === 'payment' && message.price) {
    return (
      <span className={styles.payment} data-testid="message-payment">
        <strong className={styles.paymentAmount}>
          <Icon icon={DollarOutlined} /> {t('messages.payment.paid', { amount: format.tokens(message.price) })}
        </strong>
        <span className={styles.text}>{text}</span>
      </span>
    );
  }
  return <span className={styles.text}>{text}</span>;
}
