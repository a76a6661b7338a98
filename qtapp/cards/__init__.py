"""The province card, drawn by one piece of code for the board, the hand and print (Qt)."""
