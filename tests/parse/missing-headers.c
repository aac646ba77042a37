/* a 2.4 PCI driver whose other headers the model lacks, with 2.6 idioms */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/pci.h>
#include <linux/interrupt.h>
#include <linux/netdevice.h>
#include <linux/moduleparam.h>
#include <linux/iobuf.h>

static int debug = 1;
module_param(debug, int, 0644);
MODULE_PARM_DESC(debug, "debug level");
static DECLARE_WAIT_QUEUE_HEAD(vx_wait);
static LIST_HEAD(vx_list);
static DEFINE_SPINLOCK(vx_lock);

struct vx {
	struct list_head list;
	DECLARE_BITMAP(flags, 8);
	int n __aligned_xx(8);
	struct kiobuf *kb;
};

static struct pci_device_id vx_ids[] = {
	{ PCI_DEVICE(0x1234, 0x5678) },
	{ 0, }
};
MODULE_DEVICE_TABLE(pci, vx_ids);

static irqreturn_t vx_irq(int irq, void *dev_id, struct pt_regs *regs)
{
	struct vx *v;
	unsigned long flags;

	spin_lock_irqsave(&vx_lock, flags);
	list_for_each_entry(v, &vx_list, list) {
		v->n++;
	}
	spin_unlock_irqrestore(&vx_lock, flags);
	wake_up_interruptible(&vx_wait);
	return IRQ_HANDLED;
}

static ssize_t vx_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	struct vx *v = f->private_data;
	int err;

	if (wait_event_interruptible(vx_wait, v->n > 0))
		return -ERESTARTSYS;
	err = map_user_kiobuf(READ, v->kb, (unsigned long)buf, n);
	if (err)
		return err;
	unmap_kiobuf(v->kb);
	return n;
}

static int __devinit vx_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	if (pci_enable_device(pdev))
		return -EIO;
	return request_irq(pdev->irq, vx_irq, SA_SHIRQ, "vx", pdev);
}

static void __devexit vx_remove(struct pci_dev *pdev)
{
	free_irq(pdev->irq, pdev);
}

static struct pci_driver vx_driver = {
	.name		= "vx",
	.id_table	= vx_ids,
	.probe		= vx_probe,
	.remove		= __devexit_p(vx_remove),
};

static int __init vx_init(void)
{
	return pci_module_init(&vx_driver);
}

static void __exit vx_exit(void)
{
	pci_unregister_driver(&vx_driver);
}
EXPORT_SYMBOL_GPL(vx_init);
module_init(vx_init);
module_exit(vx_exit);
MODULE_LICENSE("GPL");
