/*
 * A device number read once into a local from a block_device: the I/O
 * gets the block_device when the local has no other assignment in the
 * function, its address is not taken and the block_device is not
 * reassigned there; otherwise the number is looked up.
 */
int once(int rw, struct kiobuf *iobuf)
{
	kdev_t dev;
	int err;

	dev = to_kdev_t(raw_devices[3].binding->bd_dev);
	if (rw < 0)
		return -EINVAL;
	err = brw_kiovec(rw, 1, &iobuf, dev, iobuf->blocks, 512);
	return err;
}

int declared(int rw, struct page_vec *pv, struct block_device *bd)
{
	kdev_t dev = to_kdev_t(bd->bd_dev);

	return page_vec_brw_dev(rw, 1, &pv, dev, pv->blocks, 512);
}

int reassigned(int rw, struct kiobuf *iobuf, kdev_t other)
{
	kdev_t dev = to_kdev_t(b->bd_dev);

	if (rw)
		dev = other;
	return brw_kiovec(rw, 1, &iobuf, dev, iobuf->blocks, 512);
}

int not_local(int rw, struct kiobuf *iobuf)
{
	dev = to_kdev_t(c->bd_dev);
	return brw_kiovec(rw, 1, &iobuf, dev, iobuf->blocks, 512);
}

int bdev_changed(int rw, struct kiobuf *iobuf, struct block_device *bd)
{
	kdev_t dev = to_kdev_t(bd->bd_dev);

	bd = next_bdev(bd);
	return brw_kiovec(rw, 1, &iobuf, dev, iobuf->blocks, 512);
}

int address_taken(int rw, struct kiobuf *iobuf, struct block_device *bd)
{
	kdev_t dev = to_kdev_t(bd->bd_dev);

	pick_dev(&dev);
	return brw_kiovec(rw, 1, &iobuf, dev, iobuf->blocks, 512);
}
