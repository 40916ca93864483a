import LarkUI
