int xx_odd(struct kiobuf *kb)
{
	/* a non-blocking lock: not a shape the rules remove */
	if (lock_kiovec(1, &kb, 0))
		return -EAGAIN;
	do_io(kb);
	unlock_kiovec(1, &kb);
	return 0;
}

/* the assignment inside the test, with a label only the lock used */
static int assigned(struct kiobuf *kb)
{
	int err;

	if ((err = lock_kiovec(1, &kb, 1)) != 0)
		goto out_unmap;
	err = 1;
	unlock_kiovec(1, &kb);
out_unmap:
	unmap_kiobuf(kb);
	return err;
}
