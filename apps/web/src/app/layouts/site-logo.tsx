import { useState } from 'react';
import { BrandLogo } from '../../components/brand-logo';
import { usePermissionData } from '../../features/system/api/use-permission-data';
import { useResources } from '../../features/system/hooks/use-resources';
import { imageUrl } from '../../lib/cdn';
import styles from './site-logo.module.css';

/** The brand's LOGO resource, or the built-in wordmark when there is none or it fails to load. */
export function SiteLogo({ markOnly = false }: { markOnly?: boolean }) {
  const brand = usePermissionData().brand;
  const logo = useResources(markOnly ? 'LOGO_MARK' : 'LOGO')[0];
  const [failed, setFailed] = useState(false);
  if (!logo || failed) return <BrandLogo size="sm" markOnly={markOnly} />;
  return (
    <img
      className={markOnly ? styles.mark : styles.logo}
      src={imageUrl(logo.url)}
      alt={brand.name}
      onError={() => setFailed(true)}
      decoding="async"
    />
  );
}
