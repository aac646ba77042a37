int xx_io(struct kiobuf *kb)
{
	int err;

	err = lock_kiovec(1, &kb, 1);
	if (err)
		goto out;
	err = do_io(kb);
	unlock_kiovec(1, &kb);
out:
	return err;
}

void xx_io2(struct kiobuf *kb)
{
	lock_kiovec(1, &kb, 1);
	do_io(kb);
	unlock_kiovec(1, &kb);
}

int xx_label(struct kiobuf *kb)
{
	int err;

	err = lock_kiovec(1, &kb, 1);
	if (err)
		goto out_unlocked;
	err = do_io(kb);
	unlock_kiovec(1, &kb);
out_unlocked:
	return err;
}

int xx_shapes(struct kiobuf *kb)
{
	int err;

	if ((err = lock_kiovec(1, &kb, 1)) != 0)
		return err;
	if (lock_kiovec(1, &kb, 1))
		return -EIO;
	err = do_io(kb);
	unlock_kiovec(1, &kb);
	return err;
}
