import { type ComponentType, Suspense } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { type ModalName, useModals } from '../features/modals/use-modals';
import { MODAL_REGISTRY } from './modal-registry';

type AnyModal = ComponentType<Record<string, unknown> & { close: () => void }>;

/** Renders every open modal, in stacking order, from the registry. */
export function ModalHost({
  registry = MODAL_REGISTRY,
}: {
  registry?: Record<ModalName, unknown>;
}) {
  const stack = useModals((state) => state.stack);
  const closeModal = useModals((state) => state.closeModal);
  return (
    <>
      {stack.map((entry) => {
        const Component = registry[entry.name] as AnyModal;
        return (
          <ErrorBoundary key={entry.key} fallback={null}>
            <Suspense fallback={null}>
              <Component {...entry.props} close={() => closeModal(entry.name)} />
            </Suspense>
          </ErrorBoundary>
        );
      })}
    </>
  );
}
