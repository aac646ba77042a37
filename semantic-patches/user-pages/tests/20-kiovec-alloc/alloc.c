struct xx_dev {
	struct kiobuf kio;
};

int xx_setup(struct xx_dev *dev, struct kiobuf **vec, struct kiobuf *one)
{
	int err;

	kiobuf_init(&dev->kio);
	kiobuf_init(one);
	err = alloc_kiovec(2, vec);
	if (err)
		return err;
	free_kiovec(2, vec);
	return 0;
}
