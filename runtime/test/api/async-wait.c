// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// OUT-NOT: FAIL

// RUN: not %t test-minus-7 2>&1 | FileCheck --check-prefix=TEST-MINUS-7 %s
// RUN: not %t wait-async-minus-4 2>&1 | FileCheck --check-prefix=WAIT-ASYNC-MINUS-4 %s
// RUN: not %t copyin-async-minus-9 2>&1 | FileCheck --check-prefix=COPYIN-ASYNC-MINUS-9 %s
// RUN: not %t wait-any-minus-5 2>&1 | FileCheck --check-prefix=WAIT-ANY-MINUS-5 %s
// RUN: not %t wait-any-count 2>&1 | FileCheck --check-prefix=WAIT-ANY-COUNT %s
// RUN: not %t wait-device-7 2>&1 | FileCheck --check-prefix=WAIT-DEVICE-7 %s

// OpenACC 3.3, sec. 3.2.9 - 3.2.12: libacc completes every operation before
// it returns, so every queue tests complete and every wait returns at once;
// acc_wait_any returns the index of a queue that is not acc_async_sync, or
// -1. Async arguments are checked (sec. 2.16).

#include <openacc.h>
#include <stdio.h>
#include <string.h>

#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

int main(int argc, char **argv) {
  const char *Case = argc > 1 ? argv[1] : "";
  if (!strcmp(Case, "test-minus-7"))
    acc_async_test(-7);
  // TEST-MINUS-7: libacc: error: acc_async_test: -7 is not a valid async argument (a queue number >= 0, acc_async_noval, acc_async_sync or acc_async_default)
  if (!strcmp(Case, "wait-async-minus-4"))
    acc_wait_async(1, -4);
  // WAIT-ASYNC-MINUS-4: libacc: error: acc_wait_async: -4 is not a valid async argument
  if (!strcmp(Case, "copyin-async-minus-9")) {
    int X;
    acc_copyin_async(&X, sizeof(X), -9);
  }
  // COPYIN-ASYNC-MINUS-9: libacc: error: acc_copyin_async: -9 is not a valid async argument
  if (!strcmp(Case, "wait-any-minus-5")) {
    int Queues[] = {1, -5};
    acc_wait_any(2, Queues);
  }
  // WAIT-ANY-MINUS-5: libacc: error: acc_wait_any: -5 is not a valid async argument
  if (!strcmp(Case, "wait-any-count"))
    acc_wait_any(-1, NULL);
  // WAIT-ANY-COUNT: libacc: error: acc_wait_any: count is -1 with a null list of queues
  if (!strcmp(Case, "wait-device-7"))
    acc_wait_device(0, 7);
  // WAIT-DEVICE-7: libacc: error: acc_wait_device: device number 7 is out of range for device type '{{acc_device_host|acc_device_nvidia}}' (valid: 0 to {{[0-9]+}})
  if (argc > 1)
    return 0;

  int Dev = acc_get_device_num(acc_get_device_type());
  // OUT-LABEL: test
  printf("test\n");
  EXPECT("acc_async_test", acc_async_test(0) && acc_async_test(12345) &&
                               acc_async_test(acc_async_noval) &&
                               acc_async_test(acc_async_sync));
  // OUT-NEXT: acc_async_test: ok
  EXPECT("acc_async_test_device", acc_async_test_device(3, Dev));
  // OUT-NEXT: acc_async_test_device: ok
  EXPECT("acc_async_test_all", acc_async_test_all());
  // OUT-NEXT: acc_async_test_all: ok
  EXPECT("acc_async_test_all_device", acc_async_test_all_device(Dev));
  // OUT-NEXT: acc_async_test_all_device: ok

  // An operation on a queue is complete once its routine returns.
  int A[100] = {0};
  acc_copyin_async(A, sizeof(A), 7);
  EXPECT("complete after copyin_async", acc_async_test(7) && acc_is_present(A, sizeof(A)));
  // OUT-NEXT: complete after copyin_async: ok
  acc_delete(A, sizeof(A));

  // OUT-LABEL: wait
  printf("wait\n");
  acc_wait(1);
  acc_wait(acc_async_noval);
  acc_wait_device(2, Dev);
  acc_wait_all();
  acc_wait_all_device(Dev);
  acc_wait_async(1, 2);
  acc_wait_device_async(1, 2, Dev);
  acc_wait_all_async(acc_async_noval);
  acc_wait_all_device_async(3, Dev);
  acc_async_wait(1);
  acc_async_wait_all();
  printf("returned\n");
  // OUT-NEXT: returned

  // OUT-LABEL: wait_any
  printf("wait_any\n");
  int Queues[] = {acc_async_sync, 4, 5};
  EXPECT("index of a queue", acc_wait_any(3, Queues) == 1);
  // OUT-NEXT: index of a queue: ok
  EXPECT("device form", acc_wait_any_device(2, Queues + 1, Dev) == 0);
  // OUT-NEXT: device form: ok
  EXPECT("only acc_async_sync", acc_wait_any(1, Queues) == -1);
  // OUT-NEXT: only acc_async_sync: ok
  EXPECT("empty list", acc_wait_any(0, NULL) == -1);
  // OUT-NEXT: empty list: ok
  return 0;
}
