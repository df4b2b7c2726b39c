"""GUI: the side panels beside the table diagram: the hand, the chip rack and the selected seat."""
