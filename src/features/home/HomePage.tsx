import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { ResourceState } from '../../components/ResourceState';
import { PageHead } from '../reading/PageHead';
import { config } from '../../config';
import { homeLoader } from './homeLoader';
import { useStores } from '../../hooks/StoresContext';
import { HomeSections } from './HomeSections';
import * as styles from './HomePage.module.css';

/** SPEC §2 main page: latest scroll, community hotspot, essential review, multimedia, subscribe exclusive. */
export const HomePage = observer(function HomePage() {
  const store = useStores();
  const { home, locale } = store;
  // The locale is a dependency: each edition lists its own articles.
  useEffect(() => void homeLoader.load(store, { params: {}, search: '' }), [store, locale]);
  return (
    <div className={styles.page}>
      <PageHead title="" />
      <h1 className="visually-hidden">
        <FormattedMessage
          id="home.title"
          defaultMessage="{product}: the latest stories"
          values={{ product: config.product.name[locale] }}
        />
      </h1>
      <ResourceState skeleton="cards" resource={home.sections} empty={() => home.isEmpty} onRetry={() => void home.retry()}>
        {(data) => <HomeSections data={data} />}
      </ResourceState>
    </div>
  );
});
