print("shifts")
