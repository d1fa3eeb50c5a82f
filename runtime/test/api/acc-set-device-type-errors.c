// RUN: %cc %s %libacc -o %t
// RUN: not %t none 2>&1 | FileCheck --check-prefix=NONE %s
// RUN: not %t radeon 2>&1 | FileCheck --check-prefix=RADEON %s
// RUN: not %t invalid 2>&1 | FileCheck --check-prefix=INVALID %s
// RUN: %if !gpu %{ not %t nvidia 2>&1 | FileCheck --check-prefix=NVIDIA %s %}
// RUN: %if !gpu %{ not %t not_host 2>&1 | FileCheck --check-prefix=NOT-HOST %s %}

// OpenACC 3.3, sec. 3.2.2 "Errors": selecting a device type that is not
// available, or a value that is no device type, ends the program.

#include <openacc.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  const char *Case = argc > 1 ? argv[1] : "";
  if (!strcmp(Case, "none"))
    acc_set_device_type(acc_device_none);
  // NONE: libacc: error: acc_set_device_type: no device of type 'acc_device_none' is available
  if (!strcmp(Case, "radeon"))
    acc_set_device_type(acc_device_radeon);
  // RADEON: libacc: error: acc_set_device_type: no device of type 'acc_device_radeon' is available
  if (!strcmp(Case, "invalid"))
    acc_set_device_type((acc_device_t)42);
  // INVALID: libacc: error: acc_set_device_type: 42 is not a valid device type
  if (!strcmp(Case, "nvidia"))
    acc_set_device_type(acc_device_nvidia);
  // NVIDIA: libacc: error: acc_set_device_type: no device of type 'acc_device_nvidia' is available
  if (!strcmp(Case, "not_host"))
    acc_set_device_type(acc_device_not_host);
  // NOT-HOST: libacc: error: acc_set_device_type: no device of type 'acc_device_not_host' is available
  printf("not reached\n");
  return 0;
}
