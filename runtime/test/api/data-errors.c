// RUN: %cc %s %libacc -o %t
// RUN: not %t memcpy-to-null 2>&1 | FileCheck --check-prefix=MEMCPY-TO-NULL %s
// RUN: not %t memcpy-from-null 2>&1 | FileCheck --check-prefix=MEMCPY-FROM-NULL %s
// RUN: not %t d2d-device-5 2>&1 | FileCheck --check-prefix=D2D-DEVICE-5 %s
// Errors of data on a device; with the host as the current device (shared
// memory) the same calls take no action.
// RUN: %if gpu %{ not %} %t update-absent 2>&1 | FileCheck --check-prefix=%if gpu %{UPDATE-ABSENT%} %else %{NO-ACTION%} %s
// RUN: %if gpu %{ not %} %t update-self-partly 2>&1 | FileCheck --check-prefix=%if gpu %{UPDATE-SELF-PARTLY%} %else %{NO-ACTION%} %s
// RUN: %if gpu %{ not %} %t copyin-partly 2>&1 | FileCheck --check-prefix=%if gpu %{COPYIN-PARTLY%} %else %{NO-ACTION%} %s
// RUN: %if gpu %{ not %} %t copyout-partly 2>&1 | FileCheck --check-prefix=%if gpu %{COPYOUT-PARTLY%} %else %{NO-ACTION%} %s
// RUN: %if gpu %{ not %} %t map-present 2>&1 | FileCheck --check-prefix=%if gpu %{MAP-PRESENT%} %else %{NO-ACTION%} %s
// RUN: %if gpu %{ not %} %t map-null 2>&1 | FileCheck --check-prefix=%if gpu %{MAP-NULL%} %else %{NO-ACTION%} %s
// RUN: %if gpu %{ not %} %t unmap-not-mapped 2>&1 | FileCheck --check-prefix=%if gpu %{UNMAP-NOT-MAPPED%} %else %{NO-ACTION%} %s
// RUN: %if gpu %{ not %} %t d2d-absent 2>&1 | FileCheck --check-prefix=%if gpu %{D2D-ABSENT%} %else %{NO-ACTION%} %s
// RUN: %if gpu %{ not %} %t attach-absent 2>&1 | FileCheck --check-prefix=%if gpu %{ATTACH-ABSENT%} %else %{NO-ACTION%} %s

// OpenACC 3.3, sec. 3.2.18 - 3.2.30: the fatal errors of the data routines.
// Each message names the routine, the host range and the device.

#include <openacc.h>
#include <stdio.h>
#include <string.h>

static double A[100];

int main(int argc, char **argv) {
  const char *Case = argc > 1 ? argv[1] : "";
  if (!strcmp(Case, "memcpy-to-null"))
    acc_memcpy_to_device(NULL, A, 8);
  // MEMCPY-TO-NULL: libacc: error: acc_memcpy_to_device: cannot copy 8 bytes to a null pointer
  if (!strcmp(Case, "memcpy-from-null"))
    acc_memcpy_from_device(A, NULL, 16);
  // MEMCPY-FROM-NULL: libacc: error: acc_memcpy_from_device: cannot copy 16 bytes from a null pointer
  if (!strcmp(Case, "d2d-device-5"))
    acc_memcpy_d2d(A, A + 50, 8, 0, 5);
  // D2D-DEVICE-5: libacc: error: acc_memcpy_d2d: device number 5 is out of range for device type '{{acc_device_host|acc_device_nvidia}}'

  if (!strcmp(Case, "update-absent"))
    acc_update_device(A, 800);
  // UPDATE-ABSENT: libacc: error: acc_update_device: data at [0x[[A:[0-9a-f]+]], 0x[[A]]+800) is not present on nvidia device 0
  if (!strcmp(Case, "update-self-partly")) {
    acc_copyin(A, 400);
    acc_update_self(A + 10, 400);
  }
  // UPDATE-SELF-PARTLY: libacc: error: acc_update_self: data at [0x[[A:[0-9a-f]+]], 0x[[A]]+400) is only partly present on nvidia device 0
  if (!strcmp(Case, "copyin-partly")) {
    acc_copyin(A + 50, 80); // bytes [400, 480)
    acc_copyin(A, 440);
  }
  // COPYIN-PARTLY: libacc: error: acc_copyin: data at [0x[[A:[0-9a-f]+]], 0x[[A]]+440) is only partly present on nvidia device 0
  if (!strcmp(Case, "copyout-partly")) {
    acc_create(A, 80);
    acc_copyout(A, 160);
  }
  // COPYOUT-PARTLY: libacc: error: acc_copyout: data at [0x[[A:[0-9a-f]+]], 0x[[A]]+160) is only partly present on nvidia device 0
  if (!strcmp(Case, "map-present")) {
    acc_copyin(A, 800);
    acc_map_data(A, acc_malloc(800), 800);
  }
  // MAP-PRESENT: libacc: error: acc_map_data: data at [0x[[A:[0-9a-f]+]], 0x[[A]]+800) is already present on nvidia device 0
  if (!strcmp(Case, "map-null"))
    acc_map_data(A, NULL, 800);
  // MAP-NULL: libacc: error: acc_map_data: cannot map a null device pointer
  if (!strcmp(Case, "unmap-not-mapped")) {
    acc_copyin(A, 800);
    acc_unmap_data(A);
  }
  // UNMAP-NOT-MAPPED: libacc: error: acc_unmap_data: 0x{{[0-9a-f]+}} was not mapped by acc_map_data on nvidia device 0
  if (!strcmp(Case, "d2d-absent"))
    acc_memcpy_d2d(A, A + 50, 8, 0, 0);
  // D2D-ABSENT: libacc: error: acc_memcpy_d2d: data at [0x[[A:[0-9a-f]+]], 0x[[A]]+8) is not present on nvidia device 0
  if (!strcmp(Case, "attach-absent")) {
    void *P = A;
    acc_copyin(A, 800);
    acc_attach(&P);
  }
  // ATTACH-ABSENT: libacc: error: acc_attach: the pointer at 0x{{[0-9a-f]+}} is not present on nvidia device 0
  printf("no action\n");
  // NO-ACTION: no action
  return 0;
}
