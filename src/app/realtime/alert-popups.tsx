/** The alert service's popups (dispatches, notices): bottom right, each clickable, gone after 15 s. */
import { CloseOutlined, NotificationOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { AlertService } from '@/lib/alerts/alert-service.ts';
import { useAlertPopups } from '@/lib/alerts/use-alert-popups.ts';

export function AlertPopups({ service }: { service: AlertService }) {
  const popups = useAlertPopups(service.popups);
  if (popups.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1100, width: 340 }} role="log" aria-live="assertive">
      {popups.map((popup) => (
        <Card
          key={popup.id}
          size="small"
          hoverable
          data-testid={`alert-popup-${popup.kind}`}
          onClick={() => service.popups.open(popup.id)}
          title={
            <span>
              <NotificationOutlined style={{ color: '#fa541c', marginRight: 8 }} />
              {popup.title}
            </span>
          }
          extra={
            <Button
              type="text"
              size="small"
              aria-label="close"
              icon={<CloseOutlined />}
              onClick={(event) => {
                event.stopPropagation();
                service.popups.dismiss(popup.id);
              }}
            />
          }
        >
          <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3 }}>
            {popup.text}
          </Typography.Paragraph>
        </Card>
      ))}
    </Flex>
  );
}
