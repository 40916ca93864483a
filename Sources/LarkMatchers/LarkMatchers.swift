import LarkExpect
import LarkUI
