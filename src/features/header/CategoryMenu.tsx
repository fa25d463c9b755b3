import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { categoryPath } from '../../lib/paths';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Header.module.css';

/** SPEC §2 category menu (desktop): every category, its subcategories in a menu that opens on hover and focus. */
export const CategoryMenu = observer(function CategoryMenu() {
  const { content, locale } = useStores();
  const intl = useIntl();
  const categories = content.categories.data ?? [];
  return (
    <nav className={styles.categories} aria-label={intl.formatMessage({ id: 'header.categories', defaultMessage: 'Sections' })}>
      <ul className={styles.categoryList}>
        {categories.map((category) => (
          <li key={category._id} className={styles.categoryItem}>
            <Link href={categoryPath(category, locale)} className={styles.categoryLink}>
              {category.data[locale].name}
            </Link>
            {category.subcategories.length > 0 && (
              <ul className={styles.subcategoryList}>
                {category.subcategories.map((sub) => (
                  <li key={sub._id}>
                    <Link href={categoryPath(category, locale, sub)} className={styles.subcategoryLink}>
                      {sub.data[locale].name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
});
