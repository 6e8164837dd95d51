import styles from './tickets-tab.module.css';

interface TicketAttachmentProps {
  file: { name: string; type: string; url: string };
}

/** A Maintenance ticket's attachment: an image shows as a preview, a PDF as a link; both open the private file. */
export function TicketAttachment({ file }: TicketAttachmentProps) {
  return (
    <a href={file.url} target="_blank" rel="noopener" className={styles.attachment}>
      {file.type.startsWith('image/') ? <img src={file.url} alt={`Attachment ${file.name}`} width={96} height={72} loading="lazy" /> : `${file.name} (PDF)`}
    </a>
  );
}
