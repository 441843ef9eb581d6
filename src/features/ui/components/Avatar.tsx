/** An account's round picture, in the look of antd's Avatar: the picture, or a person's outline on grey when there is none. */
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from './Icon';
import styles from './Avatar.module.css';

export function Avatar({
  src,
  size,
  alt = '',
}: {
  src?: string | null;
  size: number;
  /** The picture's text where it stands alone (an account's own picture); beside the name it repeats nothing. */
  alt?: string;
}) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size / 2 }}>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded picture of any address
        <img src={src} alt={alt} width={size} height={size} />
      ) : (
        <Icon icon={UserOutlined} />
      )}
    </span>
  );
}
