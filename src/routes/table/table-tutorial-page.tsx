import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Carousel } from '../../ui/carousel/carousel.tsx';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { TablePage } from './table-page.tsx';
import { useTable } from './use-table.ts';
import './table-tutorial-page.css';

interface Slide {
  icon: IconName;
  title: string;
  text: string;
}

/** /table/tutorial: three swipeable slides on how paying at the table works; skip or start. */
export function TableTutorialPage() {
  const { t } = useLingui();
  const table = useTable();
  const slides: Slide[] = [
    {
      icon: 'qr-code',
      title: t`Scan the table's QR code`,
      text: t`Point your camera at the code on the table to join it. Everyone at the table joins the same bill.`,
    },
    {
      icon: 'receipt',
      title: t`Follow the bill live`,
      text: t`Every dish and drink appears as it is ordered, with what each person has already paid.`,
    },
    {
      icon: 'check-circle',
      title: t`Split it your way`,
      text: t`Pay your own items, an equal share or any amount, by card or PIX. The table closes once it's all paid.`,
    },
  ];
  return (
    <TablePage
      title={t`How it works`}
      actions={
        <Button
          variant="ghost"
          size="sm"
          className="table-tutorial__skip"
          onClick={() => table.send({ type: 'tutorial.skip' })}
        >
          <Trans>Skip</Trans>
        </Button>
      }
      footer={
        <Button size="lg" fullWidth onClick={() => table.send({ type: 'tutorial.finish' })}>
          <Trans>Start</Trans>
        </Button>
      }
    >
      <Carousel
        label={t`How paying at the table works`}
        className="table-tutorial"
        slides={slides}
        slideKey={(slide) => slide.icon}
        renderSlide={(slide) => (
          <div className="table-tutorial__slide">
            <span className="table-tutorial__art" aria-hidden="true">
              <Icon name={slide.icon} size={56} />
            </span>
            <h2 className="table-tutorial__title">{slide.title}</h2>
            <p className="table-tutorial__text">{slide.text}</p>
          </div>
        )}
      />
    </TablePage>
  );
}
