// RUN: %cc %s %libacc -o %t
// RUN: not %t host-1 2>&1 | FileCheck --check-prefix=HOST-1 %s
// RUN: not %t none-5 2>&1 | FileCheck --check-prefix=NONE-5 %s
// RUN: not %t nvidia-99 2>&1 | FileCheck --check-prefix=%if gpu %{NVIDIA-99-GPU%} %else %{NVIDIA-99-HOST%} %s
// RUN: not %t invalid 2>&1 | FileCheck --check-prefix=INVALID %s

// OpenACC 3.3, sec. 3.2.4 "Errors": a device number out of range for its
// type ends the program with a message that gives the valid range.

#include <openacc.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  const char *Case = argc > 1 ? argv[1] : "";
  if (!strcmp(Case, "host-1"))
    acc_set_device_num(1, acc_device_host);
  // HOST-1: libacc: error: acc_set_device_num: device number 1 is out of range for device type 'acc_device_host' (valid: 0 to 0)
  if (!strcmp(Case, "none-5"))
    acc_set_device_num(5, acc_device_none);
  // NONE-5: libacc: error: acc_set_device_num: device number 5 is out of range for every device type (valid: 0 to {{[0-9]+}})
  if (!strcmp(Case, "nvidia-99"))
    acc_set_device_num(99, acc_device_nvidia);
  // NVIDIA-99-HOST: libacc: error: acc_set_device_num: no device of type 'acc_device_nvidia' is available
  // NVIDIA-99-GPU: libacc: error: acc_set_device_num: device number 99 is out of range for device type 'acc_device_nvidia' (valid: 0 to {{[0-9]+}})
  if (!strcmp(Case, "invalid"))
    acc_set_device_num(0, (acc_device_t)-7);
  // INVALID: libacc: error: acc_set_device_num: -7 is not a valid device type
  printf("not reached\n");
  return 0;
}
