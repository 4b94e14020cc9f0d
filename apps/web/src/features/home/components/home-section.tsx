import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { ROW_ITEM_CLASS, RowArrows, useRowScroll } from '../../../components/scroll-row';
import { SectionHeader } from '../../../components/section-header';
import { VendorCard } from '../../../components/vendor-card';
import { useNearViewport } from '../../../lib/use-in-sight';
import { vendorPath } from '../../../lib/vendor-path';
import {
  HOME_SECTION_ICONS,
  type HomeSectionMenu,
  limitHomeItems,
  showsRowArrows,
} from '../lib/home-sections';
import styles from './home-section.module.css';

export interface HomeSectionProps {
  menu: HomeSectionMenu;
  /**
   * Slot for the games issue: the category's game list (hot games, game cards) rendered under
   * the vendor row. Nothing is rendered here until that issue fills it.
   */
  children?: ReactNode;
}

/**
 * One home section frame (spec §2 home "sections"): header, then a row of vendor cards and the
 * section's games. The header is always there; the cards are drawn once the section comes
 * near the viewport (a placeholder of about their height holds the place until then).
 */
export function HomeSection({ menu, children }: HomeSectionProps) {
  const { t } = useTranslation('home');
  const row = useRowScroll<HTMLUListElement>();
  const frame = useRef<HTMLElement>(null);
  const near = useNearViewport(frame);
  const title = t(`sections.title.${menu.category}`);
  const vendors = limitHomeItems(menu.vendors);
  const arrows = showsRowArrows(menu.vendors.length);

  return (
    <section
      ref={frame}
      data-testid={`home-section-${menu.category}`}
      aria-labelledby={`home-section-${menu.category}-title`}
      className={styles.section}
    >
      <SectionHeader
        title={<span id={`home-section-${menu.category}-title`}>{title}</span>}
        subtitle={t('sections.providers', { count: menu.vendors.length })}
        icon={HOME_SECTION_ICONS[menu.category]}
        action={
          <>
            {arrows && (
              <RowArrows
                prevLabel={t('sections.scrollLeft', { title })}
                nextLabel={t('sections.scrollRight', { title })}
                onStep={row.scroll}
                arrowClassName={styles.arrow}
              />
            )}
            <Link to={menu.path} className={styles.viewAll}>
              {t('sections.viewAll')}
              <Icon name="chevron-right" size={16} />
            </Link>
          </>
        }
      />
      {near ? (
        <>
          <ul ref={row.ref} className={styles.row}>
            {vendors.map((vendor, index) => (
              <li key={vendor.vassalage} className={ROW_ITEM_CLASS}>
                <VendorCard
                  vendor={vendor}
                  index={index}
                  to={vendorPath(vendor.gameType, vendor.vassalage, menu.path)}
                />
              </li>
            ))}
          </ul>
          {children}
        </>
      ) : (
        <div className={styles.pending} data-testid="section-cards-pending" aria-hidden="true" />
      )}
    </section>
  );
}
