#ifndef XDEV_H
#define XDEV_H

struct xdev {
	struct page **pages;
	int npages;
};

void xdev_put_pages(struct xdev *xd);
void xdev_free_pages(struct xdev *xd);
int xdev_pin(struct xdev *xd, unsigned long uaddr, int nr, int write);
int xdev_pin_user(struct xdev *xd, unsigned long uaddr, int nr);

#endif
