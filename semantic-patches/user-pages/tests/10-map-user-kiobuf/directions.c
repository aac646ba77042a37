int xx_read(struct kiobuf *kb, char *buf, size_t n)
{
	int err;

	err = map_user_kiobuf(READ, kb, (unsigned long)buf, n);
	if (err)
		return err;
	mark_dirty_kiobuf(kb, n);
	unmap_kiobuf(kb);
	return 0;
}

int xx_write(struct kiobuf *kb, const char *buf, size_t n)
{
	int err = map_user_kiobuf(WRITE, kb, (unsigned long)buf, n);

	if (!err)
		unmap_kiobuf(kb);
	return err;
}

int xx_rw(int rw, struct kiobuf *kb, unsigned long va, size_t n, int up)
{
	if (map_user_kiobuf(up ? READ : WRITE, kb, va, n))
		return -EFAULT;
	if (map_user_kiobuf(rw, kb, va, n))
		return -EFAULT;
	return 0;
}

#define XX_MAP(rw, kb, p, n) map_user_kiobuf(rw, kb, (unsigned long)(p), n)

int xx_flags(struct file *filp, struct kiobuf *kb, unsigned long arg)
{
	return map_user_kiobuf(filp->f_mode & FMODE_WRITE, kb, arg, 4096);
}

static int cond_dir(struct kiobuf *kb, unsigned long va, size_t len, int to_dev)
{
	int err = map_user_kiobuf((to_dev == 1) ? WRITE : READ, kb, va, len);

	if (!err)
		err = map_user_kiobuf(to_dev ? READ : WRITE, kb, va, len);
	return err;
}
